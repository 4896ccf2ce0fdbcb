/** Orders: the order-info mail of a checkout (issue 4); stages and screens come with issue 5. */
export const orders = {
  mail: {
    subject: 'Chợ Đẹp: we received order {{codes}}',
    heading: 'Thank you for your order',
    intro: 'We received {{count}} order(s) from you. Total to pay: {{total}}.',
    line: 'Order {{code}} from {{shop}}: {{total}}',
    payBy: 'Please pay before {{deadline}}, otherwise the order is cancelled automatically.',
    cod: 'You pay on delivery.',
    track: 'See your order: {{url}}',
  },
};
