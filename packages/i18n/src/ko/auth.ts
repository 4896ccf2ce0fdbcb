import type { Catalog } from '../catalog';
import type { auth as vi } from '../vi/auth';

export const auth: Catalog<typeof vi> = {
  login: {
    title: '로그인',
    identifier: '이메일 또는 전화번호',
    password: '비밀번호',
    submit: '로그인',
    forgotPassword: '비밀번호를 잊으셨나요?',
    noAccount: '계정이 없으신가요?',
    signUp: '지금 가입하기',
  },
  register: {
    title: '회원가입',
    fullName: '이름',
    email: '이메일',
    phone: '전화번호',
    password: '비밀번호',
    confirmPassword: '비밀번호 확인',
    passwordHint: '최소 {{min}}자, 대문자와 특수문자를 각각 하나 이상 포함',
    submit: '계정 만들기',
    haveAccount: '이미 계정이 있으신가요?',
  },
  forgotPassword: {
    title: '비밀번호 찾기',
    intro: '이메일 또는 전화번호를 입력하시면 {{length}}자리 인증 코드를 보내 드립니다.',
    submit: '코드 보내기',
    sent_other: '계정이 있으면 인증 코드가 발송되었습니다. 코드는 {{count}}분 동안 유효합니다.',
  },
  resetPassword: {
    title: '비밀번호 재설정',
    code: '인증 코드',
    submit: '비밀번호 재설정',
    done: '비밀번호가 재설정되었습니다. 다시 로그인해 주세요',
  },
  changePassword: {
    title: '비밀번호 변경',
    currentPassword: '현재 비밀번호',
    newPassword: '새 비밀번호',
    confirmPassword: '새 비밀번호 확인',
    submit: '비밀번호 저장',
    done: '비밀번호가 변경되었습니다. 다른 기기에서는 로그아웃되었습니다.',
  },
  logout: '로그아웃',
  guest: {
    quickAccount: '간편 계정을 만들어 주문을 확인하세요',
    submit: '계정 만들기',
  },
  deleteAccount: {
    title: '계정 삭제',
    confirm: '계정 삭제 요청',
    requested: '계정 삭제 요청이 접수되었습니다',
    notice: {
      seller:
        '판매자 상점이 있는 계정입니다. 판매자 계정 삭제 요청은 영업일 기준 {{min}}~{{max}}일 내에 처리됩니다.',
      ordersInTransit_other:
        '배송 중인 주문이 {{count}}건 있습니다. 해당 주문이 완료된 후 계정이 삭제됩니다.',
      buyer: '삭제 후에는 로그인할 수 없으며 계정 데이터는 복구할 수 없습니다.',
    },
  },
};
