import type { Catalog } from '../catalog';
import type { verification as vi } from '../vi/verification';

export const verification: Catalog<typeof vi> = {
  verify_email: {
    subject: 'Chợ Đẹp 이메일 인증 코드',
    heading: '이메일 주소 인증',
    intro: 'Chợ Đẹp 계정의 이메일 주소 인증을 요청하셨습니다. 인증 코드는 다음과 같습니다:',
    sms_other:
      '[Chợ Đẹp] 이메일 인증 코드는 {{code}}입니다. {{count}}분간 유효하며, 타인에게 알려 주지 마세요.',
  },
  verify_phone: {
    subject: 'Chợ Đẹp 휴대폰 번호 인증 코드',
    heading: '휴대폰 번호 인증',
    intro: 'Chợ Đẹp 계정의 휴대폰 번호 인증을 요청하셨습니다. 인증 코드는 다음과 같습니다:',
    sms_other:
      '[Chợ Đẹp] 휴대폰 인증 코드는 {{code}}입니다. {{count}}분간 유효하며, 타인에게 알려 주지 마세요.',
  },
  reset_password: {
    subject: 'Chợ Đẹp 비밀번호 재설정 코드',
    heading: '비밀번호 재설정',
    intro: 'Chợ Đẹp 계정의 비밀번호 재설정 요청을 받았습니다. 인증 코드는 다음과 같습니다:',
    sms_other:
      '[Chợ Đẹp] 비밀번호 재설정 코드는 {{code}}입니다. {{count}}분간 유효하며, 타인에게 알려 주지 마세요.',
  },
  sign_up: {
    subject: 'Chợ Đẹp 회원가입 인증 코드',
    heading: '새 계정 확인',
    intro: '이 주소로 Chợ Đẹp 회원가입을 하셨습니다. 가입을 마치려면 다음 코드를 입력하세요:',
    sms_other:
      '[Chợ Đẹp] 회원가입 인증 코드는 {{code}}입니다. {{count}}분간 유효하며, 타인에게 알려 주지 마세요.',
  },
  already_registered: {
    subject: '이미 Chợ Đẹp 계정이 있습니다',
    heading: '이미 계정이 있습니다',
    intro: '누군가(아마도 본인)가 이 주소로 Chợ Đẹp에 가입하려 했지만, 이 주소에는 이미 계정이 있습니다.',
    action: '평소처럼 로그인하세요. 비밀번호를 잊으셨다면 "비밀번호 찾기"에서 새로 설정하세요.',
    sms: '[Chợ Đẹp] 이 휴대폰 번호에는 이미 계정이 있습니다. 로그인하시거나, 비밀번호를 잊으셨다면 "비밀번호 찾기"를 이용하세요.',
  },
  validity_other: '이 코드는 {{count}}분간 유효하며 한 번만 사용할 수 있습니다.',
  neverShare: '안전을 위해 Chợ Đẹp 직원을 포함한 누구에게도 이 코드를 알려 주지 마세요.',
  notYou: '본인이 요청하지 않았다면 이 메일을 무시하세요. 계정은 안전합니다.',
};
