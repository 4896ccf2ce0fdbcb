import type { Catalog } from '../catalog';
import type { verification as vi } from '../vi/verification';

export const verification: Catalog<typeof vi, 'one'> = {
  verify_email: {
    subject: 'Your Chợ Đẹp email verification code',
    heading: 'Verify your email address',
    intro: 'You asked to verify this email address for your Chợ Đẹp account. Your verification code is:',
    sms_one:
      'Chợ Đẹp: your email verification code is {{code}}, valid for {{count}} minute. Do not share it with anyone.',
    sms_other:
      'Chợ Đẹp: your email verification code is {{code}}, valid for {{count}} minutes. Do not share it with anyone.',
  },
  verify_phone: {
    subject: 'Your Chợ Đẹp phone verification code',
    heading: 'Verify your phone number',
    intro: 'You asked to verify a phone number for your Chợ Đẹp account. Your verification code is:',
    sms_one:
      'Chợ Đẹp: your phone verification code is {{code}}, valid for {{count}} minute. Do not share it with anyone.',
    sms_other:
      'Chợ Đẹp: your phone verification code is {{code}}, valid for {{count}} minutes. Do not share it with anyone.',
  },
  reset_password: {
    subject: 'Your Chợ Đẹp password reset code',
    heading: 'Reset your password',
    intro: 'We received a request to reset the password of your Chợ Đẹp account. Your verification code is:',
    sms_one:
      'Chợ Đẹp: your password reset code is {{code}}, valid for {{count}} minute. Do not share it with anyone.',
    sms_other:
      'Chợ Đẹp: your password reset code is {{code}}, valid for {{count}} minutes. Do not share it with anyone.',
  },
  sign_up: {
    subject: 'Your Chợ Đẹp sign-up code',
    heading: 'Confirm your new account',
    intro: 'You signed up for Chợ Đẹp with this address. Enter this code to finish signing up:',
    sms_one:
      'Chợ Đẹp: your sign-up code is {{code}}, valid for {{count}} minute. Do not share it with anyone.',
    sms_other:
      'Chợ Đẹp: your sign-up code is {{code}}, valid for {{count}} minutes. Do not share it with anyone.',
  },
  already_registered: {
    subject: 'You already have a Chợ Đẹp account',
    heading: 'You already have an account',
    intro:
      'Someone (probably you) just signed up for Chợ Đẹp with this address, but it already has an account.',
    action: 'Log in as usual. If you forgot your password, choose "Forgot password" to set a new one.',
    sms: 'Chợ Đẹp: this phone number already has an account. Log in, or choose "Forgot password" if you forgot it.',
  },
  validity_one: 'The code is valid for {{count}} minute and can be used only once.',
  validity_other: 'The code is valid for {{count}} minutes and can be used only once.',
  neverShare: 'For your safety, never share this code with anyone, including Chợ Đẹp staff.',
  notYou: 'If you did not make this request, ignore this email: your account is still safe.',
};
