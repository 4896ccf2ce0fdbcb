import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../validation/field-errors';
import {
  bodyMeasurementsUpdateSchema,
  makeProfileUpdateSchema,
  mergeBodyMeasurements,
  paymentInfoSchema,
} from './profile-schemas';

const schema = makeProfileUpdateSchema('2026-06-15');

function fieldsOf(input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? [] : toFieldErrors(result.error);
}

describe('profile update schema', () => {
  it('accepts a complete, correct profile', () => {
    const result = schema.safeParse({
      fullName: '  Nguyễn Thị Lan ',
      birthDate: '1995-03-02',
      gender: 'female',
      idNumber: '001195012345',
      taxCode: '0100109106-001',
      bank: { name: 'Vietcombank', account: '0011004123456', branch: 'Hà Nội' },
    });
    expect(result.success).toBe(true);
    expect(result.data?.fullName).toBe('Nguyễn Thị Lan');
  });

  it('names each wrong field with its message key', () => {
    const fields = fieldsOf({ fullName: 'A', birthDate: '2026-06-16', idNumber: '123', taxCode: '12' });
    expect(fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'fullName', message: 'validation.tooShort' }),
        expect.objectContaining({ path: 'birthDate', message: 'validation.profile.birthDateFuture' }),
        expect.objectContaining({ path: 'idNumber', message: 'validation.profile.idNumber' }),
        expect.objectContaining({ path: 'taxCode', message: 'validation.profile.taxCode' }),
      ]),
    );
  });

  it('accepts today as a birth date and refuses impossible days', () => {
    expect(fieldsOf({ birthDate: '2026-06-15' })).toEqual([]);
    expect(fieldsOf({ birthDate: '2023-02-29' })[0]?.message).toBe('validation.profile.birthDateFormat');
    expect(fieldsOf({ birthDate: '1850-01-01' })[0]?.message).toBe('validation.profile.birthDateFormat');
  });

  it('lets a form clear optional fields with empty text or null', () => {
    expect(fieldsOf({ idNumber: '', taxCode: null, birthDate: '', bank: { account: '' } })).toEqual([]);
  });

  it('checks the CCCD birth year against the birth date sent with it', () => {
    expect(fieldsOf({ idNumber: '001095012345', birthDate: '1996-01-01' })).toEqual([
      expect.objectContaining({ path: 'idNumber', message: 'validation.profile.idNumberBirthYear' }),
    ]);
    expect(fieldsOf({ idNumber: '001095012345', birthDate: '1995-01-01' })).toEqual([]);
  });

  it('checks ID numbers and tax codes with the rules shop registration uses', () => {
    // 003 is no province code; 001227... would be a man born in 2027.
    expect(fieldsOf({ idNumber: '003090123456' })[0]?.message).toBe('validation.profile.idNumber');
    expect(fieldsOf({ idNumber: '001227123456' })[0]?.message).toBe('validation.profile.idNumber');
    expect(fieldsOf({ idNumber: '001226123456' })).toEqual([]);
    // A tax code carries a check digit.
    expect(fieldsOf({ taxCode: '0100233480' })[0]?.message).toBe('validation.profile.taxCode');
    expect(fieldsOf({ taxCode: '0123456789' })[0]?.message).toBe('validation.profile.taxCode');
  });

  it('stores tax codes and ID numbers in one form however they were typed', () => {
    const parse = (input: object) => schema.parse(input);
    expect(parse({ taxCode: '01.00.112.437' }).taxCode).toBe('0100112437');
    expect(parse({ taxCode: '0100112437001' }).taxCode).toBe('0100112437-001');
    expect(parse({ taxCode: ' 0100112437 - 001 ' }).taxCode).toBe('0100112437-001');
    expect(parse({ idNumber: '001 095 012 345' }).idNumber).toBe('001095012345');
    expect(parse({ taxCode: '' }).taxCode).toBe('');
  });

  it('refuses a bank account with letters', () => {
    expect(fieldsOf({ bank: { account: '12AB5678' } })[0]?.path).toBe('bank.account');
  });
});

describe('body measurements', () => {
  it('bounds height, weight and lengths', () => {
    expect(bodyMeasurementsUpdateSchema.safeParse({ height: 49 }).success).toBe(false);
    expect(bodyMeasurementsUpdateSchema.safeParse({ weight: 301 }).success).toBe(false);
    expect(bodyMeasurementsUpdateSchema.safeParse({ hip: 9 }).success).toBe(false);
    expect(bodyMeasurementsUpdateSchema.safeParse({ height: 165, weight: 52.5, hip: 90 }).success).toBe(true);
  });

  it('merges: numbers set, null removes, absent keeps', () => {
    expect(mergeBodyMeasurements({ height: 160, weight: 50 }, { weight: null, chest: 85.25 })).toEqual({
      height: 160,
      chest: 85.3,
    });
    expect(mergeBodyMeasurements(null, { height: 170 })).toEqual({ height: 170 });
  });
});

describe('payment info schema', () => {
  const paths = (input: unknown) => {
    const result = paymentInfoSchema.safeParse(input);
    return result.success ? [] : toFieldErrors(result.error).map((f) => f.path);
  };
  it('takes a bank name, a digits-only account and a branch, and lets each be cleared', () => {
    expect(paths({ bankName: 'Vietcombank', bankAccount: '0011004455667', bankBranch: 'Hà Nội' })).toEqual(
      [],
    );
    expect(paths({ bankName: null, bankAccount: '', bankBranch: null })).toEqual([]);
  });
  it('refuses an account with letters or too few digits, and names longer than the limit', () => {
    expect(paths({ bankAccount: '12-34' })).toEqual(['bankAccount']);
    expect(paths({ bankAccount: '12345' })).toEqual(['bankAccount']);
    expect(paths({ bankName: 'x'.repeat(101), bankBranch: 'y'.repeat(101) })).toEqual([
      'bankName',
      'bankBranch',
    ]);
  });
});
