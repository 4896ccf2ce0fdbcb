import type { Catalog } from '../catalog';
import type { paymentSimulator as vi } from '../vi/payment-simulator';

export const paymentSimulator: Catalog<typeof vi> = {
  title: '테스트 결제 게이트웨이',
  notice: '개발 환경용 결제 게이트웨이 시뮬레이터입니다. 실제 돈은 이동하지 않습니다.',
  merchant: '가맹점',
  txnRef: '거래 번호',
  orderInfo: '결제 내용',
  amount: '금액',
  chooseOutcome: '상점에 보낼 거래 결과를 선택하세요:',
  actions: {
    pay: '결제',
    cancel: '취소',
    fail: '실패',
  },
  errors: {
    title: '결제를 진행할 수 없습니다',
    badSignature: '서명이 올바르지 않습니다: 결제 요청이 변경되었거나 다른 키로 서명되었습니다.',
    malformed: '결제 요청이 올바르지 않습니다.',
    unknownMerchant: '가맹점을 찾을 수 없습니다.',
    expired: '결제 가능 시간이 지났습니다.',
    notFound: '존재하지 않거나 만료된 결제입니다.',
    alreadyCompleted: '이미 처리된 결제입니다.',
    notYourPayment: '이 주문의 구매자(또는 관리자, 이 컴퓨터)만 이 결제를 완료할 수 있습니다.',
  },
};
