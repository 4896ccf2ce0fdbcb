import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../validation/field-errors';
import { addressInputSchema, formatAddressLine } from './address-schemas';

const vn = {
  name: 'Trần Văn An',
  phone: '0912345678',
  city: '79',
  ward: '26740',
  specificAddress: '12 Nguyễn Huệ',
};

function fieldsOf(input: unknown) {
  const result = addressInputSchema.safeParse(input);
  return result.success ? [] : toFieldErrors(result.error).map((f) => `${f.path}:${f.message}`);
}

describe('address input', () => {
  it('fills the defaults of a Vietnamese address', () => {
    const parsed = addressInputSchema.parse(vn);
    expect(parsed).toMatchObject({ country: 'VN', type: 'home', deliveryTime: 'all_days', isDefault: false });
  });

  it('needs a ward in Vietnam and a 5-6 digit postal code when given', () => {
    expect(fieldsOf({ ...vn, ward: null })).toEqual(['ward:validation.required']);
    expect(fieldsOf({ ...vn, postalCode: '1234' })).toEqual(['postalCode:validation.address.postalCodeVn']);
    expect(fieldsOf({ ...vn, postalCode: '700000' })).toEqual([]);
  });

  it('checks the phone for the address country', () => {
    expect(fieldsOf({ ...vn, phone: '010-1234-5678' })).toEqual(['phone:validation.invalidPhone']);
    // Real mobiles of every network pass; retired blocks and landlines (no SMS) do not.
    expect(fieldsOf({ ...vn, phone: '0552756778' })).toEqual([]);
    expect(fieldsOf({ ...vn, phone: '0951234567' })).toEqual(['phone:validation.invalidPhone']);
    expect(fieldsOf({ ...vn, phone: '02438253536' })).toEqual(['phone:validation.phoneLandline']);
    const korean = {
      ...vn,
      country: 'KO',
      city: 'KR-11',
      ward: null,
      district: 'Gangnam-gu',
      phone: '010-1234-5678',
      postalCode: '06236',
    };
    expect(fieldsOf(korean)).toEqual([]);
    expect(fieldsOf({ ...korean, postalCode: '0623' })).toEqual([
      'postalCode:validation.address.postalCodeKo',
    ]);
    expect(fieldsOf({ ...korean, district: '' })).toEqual(['district:validation.required']);
  });

  it('bounds the street part and the recipient name', () => {
    expect(fieldsOf({ ...vn, specificAddress: '12' })).toEqual(['specificAddress:validation.tooShort']);
    expect(fieldsOf({ ...vn, specificAddress: 'x'.repeat(201) })).toEqual([
      'specificAddress:validation.tooLong',
    ]);
    expect(fieldsOf({ ...vn, name: 'A' })).toEqual(['name:validation.tooShort']);
  });
});

describe('formatAddressLine', () => {
  it('joins the parts from street to province, skipping empty ones', () => {
    expect(
      formatAddressLine({
        specificAddress: '12 Nguyễn Huệ',
        wardName: 'Phường Sài Gòn',
        provinceName: 'TP HCM',
      }),
    ).toBe('12 Nguyễn Huệ, Phường Sài Gòn, TP HCM');
    expect(formatAddressLine({ specificAddress: '1 Teheran-ro', district: ' ', provinceName: null })).toBe(
      '1 Teheran-ro',
    );
  });
});
