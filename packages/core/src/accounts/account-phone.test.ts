import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../validation/field-errors';
import { registerSchema } from './account-schemas';

const base = { fullName: 'Nguyễn Lan', password: 'Mat-khau1', confirmPassword: 'Mat-khau1' };

function phoneErrors(phone: string) {
  const result = registerSchema.safeParse({ ...base, phone });
  return result.success ? [] : toFieldErrors(result.error).map((e) => `${e.path}:${e.message}`);
}

describe('the phone of an account', () => {
  it('takes mobiles of every network, including 052, 055 and 089', () => {
    for (const phone of ['0526382299', '0552756778', '0892085009', '0912345678']) {
      expect(phoneErrors(phone), phone).toEqual([]);
    }
  });

  it('refuses retired blocks as invalid and a landline as unable to receive SMS', () => {
    expect(phoneErrors('0951234567')).toEqual(['phone:validation.invalidPhone']);
    expect(phoneErrors('02438253536')).toEqual(['phone:validation.phoneLandline']);
  });
});
