/** Orders: the order-info mail of a checkout (issue 4); stages and screens come with issue 5. */
export const orders = {
  mail: {
    subject: 'Chợ Đẹp: 주문 {{codes}}이(가) 접수되었습니다',
    heading: '주문해 주셔서 감사합니다',
    intro: '주문 {{count}}건이 접수되었습니다. 결제 금액: {{total}}.',
    line: '{{shop}}의 주문 {{code}}: {{total}}',
    payBy: '{{deadline}} 전까지 결제해 주세요. 그렇지 않으면 주문이 자동으로 취소됩니다.',
    cod: '상품 수령 시 결제합니다.',
    track: '주문 보기: {{url}}',
  },
};
