import type { Catalog } from '../catalog';
import type { validation as vi } from '../vi/validation';

export const validation: Catalog<typeof vi> = {
  required: '필수 입력 항목입니다',
  invalidType: '올바르지 않은 값입니다',
  tooShort: '최소 {{min}}자 이상 입력해 주세요',
  tooLong: '최대 {{max}}자까지 입력할 수 있습니다',
  tooSmall: '최솟값은 {{min}}입니다',
  tooBig: '최댓값은 {{max}}입니다',
  invalidEmail: '올바르지 않은 이메일입니다',
  invalidPhone: '올바르지 않은 전화번호입니다',
  invalidEnum: '올바르지 않은 선택입니다',
  unknownField: '지원하지 않는 항목입니다',
  password: {
    min: '비밀번호는 최소 {{min}}자 이상이어야 합니다',
    max: '비밀번호는 최대 {{max}}자까지 가능합니다',
    uppercase: '비밀번호에 대문자를 하나 이상 포함해야 합니다',
    special: '비밀번호에 특수문자를 하나 이상 포함해야 합니다',
    mismatch: '비밀번호가 일치하지 않습니다',
    currentIncorrect: '현재 비밀번호가 올바르지 않습니다',
  },
  account: {
    emailOrPhone: '이메일 또는 전화번호를 입력해 주세요',
  },
  profile: {
    birthDateFormat: '생년월일이 올바르지 않습니다',
    birthDateFuture: '생년월일은 미래 날짜일 수 없습니다',
    idNumber: '신분증 번호가 올바르지 않습니다 (CMND 9자리, CCCD 12자리)',
    idNumberBirthYear: 'CCCD 번호의 출생 연도가 생년월일과 일치하지 않습니다',
    taxCode: '세금 코드가 올바르지 않습니다 (10자리, 지점은 10-3자리, 또는 12자리)',
    bankAccount: '계좌번호가 올바르지 않습니다 (숫자만 입력)',
  },
  review: {
    starCount: '별점은 1~5 사이여야 합니다',
  },
  voucher: {
    codeChars: '코드는 영문자와 숫자만 사용할 수 있습니다',
    percentMax: '할인율은 최대 100%입니다',
    endAfterStart: '종료 시간은 시작 시간 이후여야 합니다',
    budgetBelowValue: '예산은 할인 금액 이상이어야 합니다',
    rangeOrder: '가격 구간은 오름차순으로 이어지고 겹치지 않아야 합니다',
  },
  promotion: {
    productLimitZero: '상품 한도는 0일 수 없습니다',
    discountPositive: '프로모션 가격은 정가보다 낮아야 합니다',
    discountMax: '할인율은 최대 80%입니다',
    maxDiscountAboveDiscount: '최대 할인 금액은 할인 금액보다 클 수 없습니다',
    perOrderAboveStock: '주문당 한도는 프로모션 수량보다 클 수 없습니다',
  },
  checkout: {
    agreeTerms: '주문하기 전에 약관에 동의해 주세요',
  },
  address: {
    province: '시/도가 올바르지 않습니다',
    wardNotInProvince: '선택한 시/도에 속하지 않는 동/읍/면입니다',
    postalCodeVn: '우편번호는 5자리 또는 6자리 숫자입니다',
    postalCodeKo: '한국 우편번호는 5자리 숫자입니다',
  },
  search: {
    priceRange: '최저 가격은 최고 가격보다 높을 수 없습니다',
  },
  returns: {
    reason: '거절 사유를 입력해 주세요 (5자 이상)',
    photoId: '증빙 사진을 업로드해 주세요',
    email: '올바른 이메일을 입력해 주세요',
    trackingCode: '운송장 번호는 영문, 숫자, 하이픈만 사용할 수 있습니다',
  },
};
