import type { Catalog } from '../catalog';
import type { verification as vi } from '../vi/verification';

export const verification: Catalog<typeof vi> = {
  verify_email: {
    subject: 'Your Chợ Đẹp email verification code',
    heading: 'Verify your email address',
    intro: 'You asked to verify this email address for your Chợ Đẹp account. Your verification code is:',
    sms: 'Chợ Đẹp: your email verification code is {{code}}, valid for {{minutes}} minutes. Do not share it with anyone.',
  },
  verify_phone: {
    subject: 'Your Chợ Đẹp phone verification code',
    heading: 'Verify your phone number',
    intro: 'You asked to verify a phone number for your Chợ Đẹp account. Your verification code is:',
    sms: 'Chợ Đẹp: your phone verification code is {{code}}, valid for {{minutes}} minutes. Do not share it with anyone.',
  },
  reset_password: {
    subject: 'Your Chợ Đẹp password reset code',
    heading: 'Reset your password',
    intro: 'We received a request to reset the password of your Chợ Đẹp account. Your verification code is:',
    sms: 'Chợ Đẹp: your password reset code is {{code}}, valid for {{minutes}} minutes. Do not share it with anyone.',
  },
  validity: 'The code is valid for {{minutes}} minutes and can be used only once.',
  neverShare: 'For your safety, never share this code with anyone, including Chợ Đẹp staff.',
  notYou: 'If you did not make this request, ignore this email: your account is still safe.',
};
