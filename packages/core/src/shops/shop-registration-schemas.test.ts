import { describe, expect, it } from 'vitest';
import { LIMITS } from '../constants/limits';
import { toFieldErrors } from '../validation/field-errors';
import {
  identityCardSchema,
  licenceRequired,
  platformLinkRequired,
  shopRegistrationStep1Schema,
  shopRegistrationStep2Schema,
} from './shop-registration-schemas';

const S = LIMITS.shop;
const key = (n: number) =>
  `private/shop-documents/00000000-0000-4000-8000-000000000001/00000000-0000-4000-8000-00000000000${n}.webp`;

const step1 = {
  name: 'Tiệm Áo Mây',
  isBusiness: false,
  mainCategoryId: '00000000-0000-4000-8000-0000000000aa',
  provinceCode: '79',
  wardCode: '26740',
  street: '12 Nguyễn Trãi',
};

const step2 = {
  ownerFullName: 'Nguyễn Thị Mây',
  idNumber: '079301012345',
  idFrontKey: key(1),
  idBackKey: key(2),
  taxCode: '079301012345',
  bankName: 'Vietcombank',
  bankAccount: '0123456789',
  bankBranch: 'Chi nhánh Sài Gòn',
  businessType: 'personal' as const,
  licenceKey: null,
  platforms: ['facebook', 'shopee'],
  platformLink: 'https://www.facebook.com/tiemaomay',
  description: 'a'.repeat(S.descriptionMin),
};

function errorsOf(input: unknown, context = { currentYear: 2026, isBusiness: false }) {
  const result = shopRegistrationStep2Schema(context).safeParse(input);
  return result.success ? [] : toFieldErrors(result.error).map((e) => `${e.path}:${e.message}`);
}

describe('step 1', () => {
  it('accepts a complete step', () => {
    expect(shopRegistrationStep1Schema.safeParse(step1).success).toBe(true);
  });

  it('bounds the shop name', () => {
    const at = (length: number) =>
      shopRegistrationStep1Schema.safeParse({ ...step1, name: 'x'.repeat(length) }).success;
    expect(at(S.nameMin - 1)).toBe(false);
    expect(at(S.nameMin)).toBe(true);
    expect(at(S.nameMax)).toBe(true);
    expect(at(S.nameMax + 1)).toBe(false);
  });

  it('requires the category, the ward and the street', () => {
    const result = shopRegistrationStep1Schema.safeParse({
      ...step1,
      mainCategoryId: '',
      wardCode: '',
      street: '1 A',
    });
    expect(result.success).toBe(false);
    const paths = result.success ? [] : toFieldErrors(result.error).map((e) => e.path);
    expect(paths.sort()).toEqual(['mainCategoryId', 'street', 'wardCode']);
  });
});

describe('step 2', () => {
  it('accepts a complete personal application', () => {
    expect(errorsOf(step2)).toEqual([]);
  });

  it('bounds the description at 100 and 500 characters', () => {
    expect(errorsOf({ ...step2, description: 'a'.repeat(S.descriptionMin - 1) })).toEqual([
      'description:validation.tooShort',
    ]);
    expect(errorsOf({ ...step2, description: 'a'.repeat(S.descriptionMax) })).toEqual([]);
    expect(errorsOf({ ...step2, description: 'a'.repeat(S.descriptionMax + 1) })).toEqual([
      'description:validation.tooLong',
    ]);
  });

  it('bounds the owner name at 2 and 40 characters', () => {
    expect(errorsOf({ ...step2, ownerFullName: 'A' })).toEqual(['ownerFullName:validation.tooShort']);
    expect(errorsOf({ ...step2, ownerFullName: 'An' })).toEqual([]);
    expect(errorsOf({ ...step2, ownerFullName: 'A'.repeat(40) })).toEqual([]);
    expect(errorsOf({ ...step2, ownerFullName: 'A'.repeat(41) })).toEqual([
      'ownerFullName:validation.tooLong',
    ]);
  });

  it('refuses an invalid CCCD and accepts a CMND', () => {
    expect(errorsOf({ ...step2, idNumber: '097301012345' })).toEqual([
      'idNumber:validation.profile.idNumber',
    ]);
    expect(errorsOf({ ...step2, idNumber: '123456789' })).toEqual([]);
  });

  it('checks the tax code and asks an enterprise for its 10-digit code', () => {
    expect(errorsOf({ ...step2, taxCode: '0100109107' })).toEqual(['taxCode:validation.profile.taxCode']);
    expect(errorsOf({ ...step2, taxCode: '0100109106' })).toEqual([]);
    expect(errorsOf({ ...step2, businessType: 'enterprise', licenceKey: key(3) })).toEqual([
      'taxCode:validation.shop.taxCodeEnterprise',
    ]);
    expect(
      errorsOf({ ...step2, businessType: 'enterprise', licenceKey: key(3), taxCode: '0100109106-001' }),
    ).toEqual([]);
  });

  it('reads a tax code typed with dots or as 13 digits, and keeps it in the 10-3 form', () => {
    const parse = (taxCode: string) =>
      shopRegistrationStep2Schema({ currentYear: 2026, isBusiness: false }).parse({ ...step2, taxCode })
        .taxCode;
    expect(parse('01.00.112.437')).toBe('0100112437');
    expect(parse('0100112437001')).toBe('0100112437-001');
    expect(parse('0100112437-001')).toBe('0100112437-001');
    expect(errorsOf({ ...step2, taxCode: '0100233480' })).toEqual(['taxCode:validation.profile.taxCode']);
  });

  it('bounds the bank account at 6 and 19 digits', () => {
    expect(errorsOf({ ...step2, bankAccount: '12345' })).toEqual(['bankAccount:validation.shop.bankAccount']);
    expect(errorsOf({ ...step2, bankAccount: '123456' })).toEqual([]);
    expect(errorsOf({ ...step2, bankAccount: '1'.repeat(19) })).toEqual([]);
    expect(errorsOf({ ...step2, bankAccount: '1'.repeat(20) })).toEqual([
      'bankAccount:validation.shop.bankAccount',
    ]);
    expect(errorsOf({ ...step2, bankAccount: '12345a' })).toEqual([
      'bankAccount:validation.shop.bankAccount',
    ]);
  });

  it('requires two different ID photos', () => {
    expect(errorsOf({ ...step2, idFrontKey: '' })).toEqual(['idFrontKey:validation.shop.photoRequired']);
    expect(errorsOf({ ...step2, idBackKey: key(1) })).toEqual(['idBackKey:validation.shop.samePhoto']);
    expect(errorsOf({ ...step2, idBackKey: 'public/x.webp' })).toEqual([
      'idBackKey:validation.shop.photoRequired',
    ]);
  });

  it('requires the licence from an enterprise or a registered business only', () => {
    expect(errorsOf({ ...step2, businessType: 'enterprise', taxCode: '0100109106' })).toEqual([
      'licenceKey:validation.shop.licenceRequired',
    ]);
    expect(errorsOf(step2, { currentYear: 2026, isBusiness: true })).toEqual([
      'licenceKey:validation.shop.licenceRequired',
    ]);
    expect(errorsOf({ ...step2, licenceKey: key(3) }, { currentYear: 2026, isBusiness: true })).toEqual([]);
    expect(licenceRequired('personal', false)).toBe(false);
  });

  it('requires a shop link unless the applicant sells nowhere', () => {
    expect(errorsOf({ ...step2, platformLink: '' })).toEqual(['platformLink:validation.shop.platformLink']);
    expect(errorsOf({ ...step2, platformLink: 'facebook.com/x' })).toEqual([
      'platformLink:validation.shop.platformLink',
    ]);
    expect(errorsOf({ ...step2, platforms: ['none'], platformLink: null })).toEqual([]);
    expect(platformLinkRequired(['none'])).toBe(false);
    expect(platformLinkRequired(['website'])).toBe(true);
  });

  it('refuses "none" with another platform, an empty or repeated list', () => {
    expect(errorsOf({ ...step2, platforms: ['none', 'tiki'] })).toEqual([
      'platforms:validation.shop.platformNoneAlone',
    ]);
    expect(errorsOf({ ...step2, platforms: [] })).toEqual(['platforms:validation.shop.platformRequired']);
    expect(errorsOf({ ...step2, platforms: ['tiki', 'tiki'] })).toEqual(['platforms:validation.invalidEnum']);
    expect(errorsOf({ ...step2, platforms: ['zalo'] })).toEqual(['platforms.0:validation.invalidEnum']);
  });
});

describe('identity card', () => {
  it('checks the ID number against the current year', () => {
    expect(identityCardSchema(2026).safeParse({ idNumber: '001226012345' }).success).toBe(true);
    expect(identityCardSchema(2026).safeParse({ idNumber: '001227012345' }).success).toBe(false);
    expect(identityCardSchema(2027).safeParse({ idNumber: '001227012345' }).success).toBe(true);
  });
});

describe('identity card form', () => {
  it('asks for both photos', async () => {
    const { identityCardFormSchema } = await import('./shop-registration-schemas');
    const result = identityCardFormSchema(2026).safeParse({ idNumber: '123456789', front: null, back: {} });
    expect(result.success).toBe(false);
    const fields = result.success ? [] : toFieldErrors(result.error).map((e) => `${e.path}:${e.message}`);
    expect(fields).toEqual(['front:validation.shop.photoRequired']);
    expect(
      identityCardFormSchema(2026).safeParse({ idNumber: '123456789', front: {}, back: {} }).success,
    ).toBe(true);
  });
});
