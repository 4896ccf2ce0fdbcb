import type { Catalog } from '../catalog';
import type { errors as vi } from '../vi/errors';

export const errors: Catalog<typeof vi> = {
  VALIDATION_FAILED: 'Data is not valid',
  MALFORMED_REQUEST: 'The request is malformed',
  PASSWORD_MISMATCH: 'Password does not match',
  CODE_INVALID: 'Verification code not valid, please try again',
  CODE_EXPIRED: 'The verification code has expired or was already used, please request a new one',
  UNSUPPORTED_FILE: 'Unsupported file type',
  FILE_TOO_LARGE: 'The file is too large',
  UNAUTHENTICATED: 'Please log in to continue',
  INVALID_CREDENTIALS: 'Email or password is incorrect',
  CSRF_FAILED: 'Your session is no longer valid, please reload the page',
  FORBIDDEN: 'You are not allowed to do this',
  NOT_FOUND: 'Not found',
  ROUTE_NOT_FOUND: 'This address does not exist',
  METHOD_NOT_ALLOWED: 'Method not allowed',
  EMAIL_TAKEN: 'This email is already in use',
  PHONE_TAKEN: 'This phone number is already in use',
  CONFLICT: 'The data changed, please try again',
  ADDRESS_LIMIT_REACHED: 'You can save at most {{max}} addresses',
  RATE_LIMITED: 'Too many attempts, please try again in a few minutes',
  INTERNAL: 'Error Occurred',
  SERVICE_UNAVAILABLE: 'The system is busy, please try again in a few minutes',
};
