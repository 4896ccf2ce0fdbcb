import type { Catalog } from '../catalog';
import type { paymentSimulator as vi } from '../vi/payment-simulator';

export const paymentSimulator: Catalog<typeof vi> = {
  title: 'Test payment gateway',
  notice: 'A simulated payment gateway for development. No real money is moved.',
  merchant: 'Merchant',
  txnRef: 'Transaction reference',
  orderInfo: 'Payment description',
  amount: 'Amount',
  chooseOutcome: 'Choose the result to send back to the shop:',
  actions: {
    pay: 'Pay',
    cancel: 'Cancel',
    fail: 'Fail',
  },
  errors: {
    title: 'The payment cannot be made',
    badSignature: 'Invalid signature: the payment request was changed or signed with another key.',
    malformed: 'The payment request is not valid.',
    unknownMerchant: 'Unknown merchant.',
    expired: 'The time allowed for this payment has passed.',
    notFound: 'This payment does not exist or has expired.',
    alreadyCompleted: 'This payment has already been processed.',
    notYourPayment: 'Only the buyer of this order (or an admin, or this machine) can complete this payment.',
  },
};
