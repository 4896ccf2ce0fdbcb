import { describe, expect, it } from 'vitest';
import { LIMITS } from '../constants/limits';
import { coverSizeProblem } from './cover-size';
import { inactiveDaysOf, isInactiveSeller } from './inactive-seller';
import { shopCategoryInputSchema } from './shop-category-schema';
import {
  paymentSettingsSchema,
  returnPolicySchema,
  shippingSettingsSchema,
  shopInfoSchema,
} from './shop-settings-schemas';

const DAY = 24 * 60 * 60 * 1000;
const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('shop category title (product.md §5: at least 5 characters)', () => {
  it('refuses 4 characters and accepts 5, counted after trimming', () => {
    expect(shopCategoryInputSchema.safeParse({ title: 'Áo 1' }).success).toBe(false);
    expect(messagesOf(shopCategoryInputSchema.safeParse({ title: '  Áo 1  ' }))).toEqual([
      'validation.shopCategory.titleMin',
    ]);
    expect(shopCategoryInputSchema.safeParse({ title: 'Áo 12' }).success).toBe(true);
  });

  it('caps the title and refuses a product twice', () => {
    const max = LIMITS.shopCategories.titleMax;
    expect(shopCategoryInputSchema.safeParse({ title: 'a'.repeat(max) }).success).toBe(true);
    expect(shopCategoryInputSchema.safeParse({ title: 'a'.repeat(max + 1) }).success).toBe(false);
    const id = '7d1b3c0e-6a55-4f55-9b3e-2f2b0a4f5f11';
    expect(
      messagesOf(shopCategoryInputSchema.safeParse({ title: 'Đầm dự tiệc', productIds: [id, id] })),
    ).toEqual(['validation.shopCategory.duplicateProduct']);
  });
});

describe('shop description (product.md §5: 100 to 500 characters)', () => {
  const info = (length: number) =>
    shopInfoSchema.safeParse({ name: 'Tiệm Nhà Mây', description: 'x'.repeat(length) });
  it('refuses 99 and 501, accepts 100 and 500', () => {
    expect(info(99).success).toBe(false);
    expect(info(100).success).toBe(true);
    expect(info(500).success).toBe(true);
    expect(info(501).success).toBe(false);
  });
});

describe('store cover (product.md §5: 1340x754)', () => {
  it('accepts 1340x754 and larger pictures (cropped), refuses anything smaller on either side', () => {
    expect(coverSizeProblem({ width: 1340, height: 754 })).toBeNull();
    expect(coverSizeProblem({ width: 4000, height: 3000 })).toBeNull();
    expect(coverSizeProblem({ width: 1339, height: 754 })).toBe('too_small');
    expect(coverSizeProblem({ width: 1340, height: 753 })).toBe('too_small');
  });
});

describe('inactive seller warning (product.md §8: 7 or more days)', () => {
  const now = new Date('2026-11-21T10:00:00Z');
  it('is off after 6 days and on from 7 full days', () => {
    expect(isInactiveSeller(new Date(now.getTime() - 6 * DAY), now)).toBe(false);
    expect(isInactiveSeller(new Date(now.getTime() - 7 * DAY + 60_000), now)).toBe(false);
    expect(isInactiveSeller(new Date(now.getTime() - 7 * DAY), now)).toBe(true);
    expect(inactiveDaysOf(new Date(now.getTime() - 10 * DAY - 1), now)).toBe(10);
  });
  it('never counts negative days for a clock ahead', () => {
    expect(inactiveDaysOf(new Date(now.getTime() + DAY), now)).toBe(0);
  });
});

describe('shop settings sections', () => {
  const address = '7d1b3c0e-6a55-4f55-9b3e-2f2b0a4f5f11';
  it('needs at least one carrier and a pickup address', () => {
    expect(
      messagesOf(
        shippingSettingsSchema.safeParse({
          shippingMethods: [],
          pickupAddressId: address,
          preparationDays: 2,
        }),
      ),
    ).toEqual(['validation.shopSettings.carrierRequired']);
    expect(
      shippingSettingsSchema.safeParse({
        shippingMethods: ['ghn'],
        pickupAddressId: address,
        preparationDays: 2,
      }).success,
    ).toBe(true);
    expect(
      shippingSettingsSchema.safeParse({
        shippingMethods: ['ghn'],
        pickupAddressId: address,
        preparationDays: 4,
      }).success,
    ).toBe(false);
  });
  it('keeps the return period within 1 to 15 days with one condition at least', () => {
    const policy = (returnDays: number, returnConditions: string[] = ['defective']) =>
      returnPolicySchema.safeParse({ returnDays, returnConditions }).success;
    expect(policy(0)).toBe(false);
    expect(policy(1)).toBe(true);
    expect(policy(15)).toBe(true);
    expect(policy(16)).toBe(false);
    expect(policy(7, [])).toBe(false);
  });
  it('needs one payment method at least', () => {
    expect(paymentSettingsSchema.safeParse({ paymentMethods: [] }).success).toBe(false);
    expect(paymentSettingsSchema.safeParse({ paymentMethods: ['CASH'] }).success).toBe(true);
    expect(paymentSettingsSchema.safeParse({ paymentMethods: ['BITCOIN'] }).success).toBe(false);
  });
});
