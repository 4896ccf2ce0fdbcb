import { ADDRESS_TYPES, addressInputSchema, DELIVERY_TIMES } from '@cho-dep/core/address/address-schemas';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_TYPE_CHOICES,
  DELIVERY_TIME_CHOICES,
  emptyDraft,
  toAddressBody,
  withCountry,
  withProvince,
} from './address-draft';

describe('address form drafts', () => {
  it('offers the same types and delivery times as the shared schema', () => {
    expect([...ADDRESS_TYPE_CHOICES]).toEqual([...ADDRESS_TYPES]);
    expect([...DELIVERY_TIME_CHOICES]).toEqual([...DELIVERY_TIMES]);
  });

  it('makes the first address the default', () => {
    expect(emptyDraft('VN', true).isDefault).toBe(true);
    expect(emptyDraft('VN', false).isDefault).toBe(false);
  });

  it('clears the ward when the province changes, and every place when the country does', () => {
    const draft = { ...emptyDraft('VN', false), city: '79', ward: '26740', postalCode: '700000' };
    expect(withProvince(draft, '79')).toBe(draft);
    expect(withProvince(draft, '01')).toMatchObject({ city: '01', ward: '' });
    expect(withCountry(draft, 'KO')).toMatchObject({ country: 'KO', city: '', ward: '', postalCode: '' });
  });

  it('sends a Vietnamese address as province and ward, which the shared schema accepts', () => {
    const body = toAddressBody({
      ...emptyDraft('VN', true),
      name: 'Nguyễn Thị Lan',
      phone: '0912345678',
      city: '79',
      ward: '26740',
      district: 'Quận 1',
      specificAddress: '12 Nguyễn Huệ',
    });
    expect(body.district).toBeNull();
    expect(body.postalCode).toBeNull();
    expect(addressInputSchema.safeParse(body).success).toBe(true);
  });

  it('sends a Korean address with a free-text district and no ward', () => {
    const body = toAddressBody({
      ...emptyDraft('KO', false),
      name: 'Kim Minji',
      phone: '010-1234-5678',
      city: 'KR-11',
      ward: 'ignored',
      district: 'Gangnam-gu',
      specificAddress: '123 Teheran-ro',
      postalCode: '06236',
    });
    expect(body.ward).toBeNull();
    expect(body.district).toBe('Gangnam-gu');
    expect(addressInputSchema.safeParse(body).success).toBe(true);
  });

  it('lets the schema name a missing ward for Vietnam', () => {
    const body = toAddressBody({
      ...emptyDraft('VN', false),
      name: 'Trần Văn An',
      phone: '0912345678',
      city: '79',
      specificAddress: '12 Nguyễn Huệ',
    });
    const result = addressInputSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain('ward');
  });
});
