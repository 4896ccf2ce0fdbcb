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
  social: {
    continueWith: '{{provider}}(으)로 계속하기',
    or: '또는',
    defaultName: 'Chợ Đẹp 회원',
    providers: {
      google: 'Google',
      facebook: 'Facebook',
      'zalo-v2': 'Zalo',
      apple: 'Apple',
    },
    link: {
      title: '계정 연결',
      intro:
        '{{email}}은(는) 이미 Chợ Đẹp 계정이 있습니다. 이 계정의 비밀번호를 입력하면 {{provider}}와(과) 연결됩니다. 다음부터 {{provider}}(으)로 로그인할 수 있습니다.',
      password: 'Chợ Đẹp 계정 비밀번호',
      submit: '연결하고 로그인',
      cancel: '연결하지 않기',
      forgot: '비밀번호를 잊으셨나요?',
      expired: '연결 요청이 만료되었거나 이미 사용되었습니다.',
      backHome: '홈으로',
    },
  },
  socialSimulator: {
    title: '{{provider}} 테스트 로그인',
    notice: '개발용 로그인 제공자 시뮬레이터입니다. 실제 계정은 사용되지 않습니다.',
    app: '요청한 앱',
    presets: '신원 빠르게 선택',
    name: '이름',
    email: '이메일',
    emailVerified: '이메일 인증됨',
    zaloNoEmail: 'Zalo는 이메일을 제공하지 않습니다.',
    submit: '로그인',
    cancel: '취소',
    invalid: '잘못된 로그인 요청',
    unknownClient: '테스트 제공자에 등록되지 않은 앱입니다.',
    badRedirect: '리디렉션 주소가 올바르지 않습니다.',
    missingPkce: 'PKCE 코드(code_challenge S256)가 없습니다.',
    continueApple: '앱으로 돌아가는 중…',
  },
};
