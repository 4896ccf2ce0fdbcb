import type { Catalog } from '../catalog';
import type { auth as vi } from '../vi/auth';

export const auth: Catalog<typeof vi, 'one'> = {
  login: {
    title: 'Log in',
    identifier: 'Email or phone number',
    password: 'Password',
    submit: 'Log in',
    forgotPassword: 'Forgot password?',
    noAccount: "Don't have an account?",
    signUp: 'Sign up now',
  },
  register: {
    title: 'Sign up',
    fullName: 'Full name',
    email: 'Email',
    phone: 'Phone number',
    password: 'Password',
    confirmPassword: 'Confirm password',
    passwordHint: 'At least {{min}} characters, with one uppercase letter and one special character',
    submit: 'Create account',
    haveAccount: 'Already have an account?',
  },
  forgotPassword: {
    title: 'Forgot password',
    intro: 'Enter your email or phone number and we will send you a {{length}}-digit code.',
    submit: 'Send code',
    sent_one: 'If the account exists, a code has been sent. It is valid for {{count}} minute.',
    sent_other: 'If the account exists, a code has been sent. It is valid for {{count}} minutes.',
  },
  resetPassword: {
    title: 'Reset password',
    code: 'Verification code',
    submit: 'Reset password',
    done: 'Your password has been reset, please log in',
  },
  changePassword: {
    title: 'Change password',
    currentPassword: 'Current password',
    newPassword: 'New password',
    confirmPassword: 'Confirm new password',
    submit: 'Save password',
    done: 'Password changed. Your other devices have been logged out.',
  },
  logout: 'Log out',
  guest: {
    quickAccount: 'Create a quick account to follow your order',
    submit: 'Create account',
  },
  deleteAccount: {
    title: 'Delete account',
    confirm: 'Request account deletion',
    requested: 'Your account deletion request has been received',
    notice: {
      seller:
        'Your account has a shop. Deletion requests for seller accounts are handled within {{min}}–{{max}} working days.',
      ordersInTransit_one:
        'You have {{count}} order being delivered. Your account will be deleted once it is completed.',
      ordersInTransit_other:
        'You have {{count}} orders being delivered. Your account will be deleted once they are completed.',
      buyer:
        'After deletion you will no longer be able to log in, and your account data cannot be recovered.',
    },
  },
  social: {
    continueWith: 'Continue with {{provider}}',
    or: 'or',
    defaultName: 'Chợ Đẹp member',
    providers: {
      google: 'Google',
      facebook: 'Facebook',
      'zalo-v2': 'Zalo',
      apple: 'Apple',
    },
    link: {
      title: 'Link your account',
      intro:
        '{{email}} already has a Chợ Đẹp account. Enter its password to link it with {{provider}}. Next time you can sign in with {{provider}}.',
      password: 'Chợ Đẹp account password',
      submit: 'Link and sign in',
      cancel: 'Do not link',
      forgot: 'Forgot password?',
      expired: 'This link request has expired or was already used.',
      backHome: 'Back to home',
    },
  },
  socialSimulator: {
    title: 'Test sign-in with {{provider}}',
    notice: 'A simulated sign-in provider for development. No real account is used.',
    app: 'Requesting app',
    presets: 'Pick an identity',
    name: 'Full name',
    email: 'Email',
    emailVerified: 'Email is verified',
    zaloNoEmail: 'Zalo does not share an email.',
    submit: 'Sign in',
    cancel: 'Cancel',
    invalid: 'Invalid sign-in request',
    unknownClient: 'The app is not registered with the test provider.',
    badRedirect: 'The redirect address is not valid.',
    missingPkce: 'The PKCE code (code_challenge S256) is missing.',
    continueApple: 'Returning to the app…',
  },
};
