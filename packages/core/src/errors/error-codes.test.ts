import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { ERROR_CODES, statusOf } from './error-codes';

describe('error codes', () => {
  it('map every code to a 4xx or 5xx status', () => {
    for (const code of ERROR_CODES) {
      expect(statusOf(code), code).toBeGreaterThanOrEqual(400);
      expect(statusOf(code), code).toBeLessThan(600);
    }
  });

  it('carry the status and fields on AppError', () => {
    const error = new AppError('VALIDATION_FAILED', {
      fields: [{ path: 'email', message: 'validation.invalidEmail' }],
    });
    expect(error.status).toBe(400);
    expect(error.fields).toHaveLength(1);
    expect(new AppError('INVALID_CREDENTIALS').status).toBe(401);
  });
});
