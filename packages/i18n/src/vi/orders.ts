/** Orders: the order-info mail of a checkout (issue 4); stages and screens come with issue 5. */
export const orders = {
  mail: {
    subject: 'Chợ Đẹp: đã nhận đơn hàng {{codes}}',
    heading: 'Cảm ơn bạn đã đặt hàng',
    intro: 'Chúng tôi đã nhận {{count}} đơn hàng của bạn. Tổng thanh toán: {{total}}.',
    line: 'Đơn {{code}} từ {{shop}}: {{total}}',
    payBy: 'Vui lòng thanh toán trước {{deadline}}, nếu không đơn hàng sẽ tự động bị hủy.',
    cod: 'Bạn sẽ thanh toán khi nhận hàng.',
    track: 'Xem đơn hàng: {{url}}',
  },
};
