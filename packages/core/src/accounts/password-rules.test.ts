import { describe, expect, it } from 'vitest';
import { registerSchema } from './account-schemas';
import { newPasswordSchema } from './password-rules';

/** The rules a password breaks, by the last word of their message keys. */
function passwordProblems(password: string): string[] {
  const issues = newPasswordSchema.safeParse(password).error?.issues ?? [];
  return issues.map((issue) => issue.message.replace('validation.password.', ''));
}

describe('password rules (product.md §5)', () => {
  it('accepts 8+ characters with an uppercase letter and a special character', () => {
    expect(passwordProblems('Secret#1')).toEqual([]);
    expect(newPasswordSchema.safeParse('Mật-Khẩu-2024').success).toBe(true);
  });

  it('names every rule a weak password breaks', () => {
    expect(passwordProblems('abc')).toEqual(['min', 'uppercase', 'special']);
    expect(passwordProblems('abcdefgh!')).toEqual(['uppercase']);
    expect(passwordProblems('Abcdefgh1')).toEqual(['special']);
    expect(passwordProblems(`A!${'x'.repeat(200)}`)).toEqual(['max']);
  });

  it('counts Vietnamese capitals as uppercase letters, not as special characters', () => {
    expect(passwordProblems('Đường phố 1')).toEqual(['special']);
    expect(passwordProblems('đường phố!')).toEqual(['uppercase']);
  });

  it('does not count a space as a special character', () => {
    expect(passwordProblems('Long password')).toEqual(['special']);
  });

  it('gives i18n keys as messages', () => {
    const result = newPasswordSchema.safeParse('short');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'validation.password.min',
      'validation.password.uppercase',
      'validation.password.special',
    ]);
  });
});

describe('registration schema', () => {
  const valid = {
    fullName: 'Nguyễn Văn An',
    email: 'an@example.vn',
    password: 'Secret#12',
    confirmPassword: 'Secret#12',
  };

  it('accepts an email-only or phone-only sign-up', () => {
    expect(registerSchema.safeParse(valid).success).toBe(true);
    expect(registerSchema.safeParse({ ...valid, email: '', phone: '0912 345 678' }).success).toBe(true);
  });

  it('reports a mismatch together with the other field problems', () => {
    const result = registerSchema.safeParse({
      ...valid,
      email: 'not-an-email',
      confirmPassword: 'Other#123',
    });
    expect(result.success).toBe(false);
    const byPath = Object.fromEntries(result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);
    expect(byPath.confirmPassword).toBe('validation.password.mismatch');
    expect(byPath.email).toBe('validation.invalidEmail');
  });

  it('needs an email or a phone', () => {
    const result = registerSchema.safeParse({ ...valid, email: undefined });
    expect(result.error?.issues).toMatchObject([
      { path: ['email'], message: 'validation.account.emailOrPhone' },
    ]);
  });

  it('refuses an invalid phone number', () => {
    const result = registerSchema.safeParse({ ...valid, phone: '12345' });
    expect(result.error?.issues).toMatchObject([{ path: ['phone'], message: 'validation.invalidPhone' }]);
  });
});
