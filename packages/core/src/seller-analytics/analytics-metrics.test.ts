import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../orders/order-statuses';
import {
  averageOrderValue,
  changesOf,
  conversionRate,
  isCountedOrder,
  orderRevenue,
  percentChange,
  ratePercent,
  totalsOf,
} from './analytics-metrics';

describe('analytics figures', () => {
  it('counts every placed order but cancelled ones and those awaiting an online payment', () => {
    const counted = ORDER_STATUSES.filter((status) => isCountedOrder({ status }));
    expect(counted).toEqual([
      'awaiting_confirmation',
      'awaiting_pickup',
      'shipping',
      'delivered',
      'cancellation_pending',
      'return_refund',
    ]);
  });

  it('takes revenue as goods after seller-funded discounts, shipping and platform discounts aside', () => {
    expect(orderRevenue({ goodsTotal: 300_000, shopDiscount: 30_000 })).toBe(270_000);
    expect(orderRevenue({ goodsTotal: 300_000, shopDiscount: 0 })).toBe(300_000);
  });

  it('gives no percentage when the previous figure is zero', () => {
    expect(percentChange(5, 0)).toBeNull();
    expect(percentChange(0, 0)).toBeNull();
    expect(percentChange(0, 4)).toBe(-100);
    expect(percentChange(4, 4)).toBe(0);
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(1, 3)).toBe(-66.7);
    expect(percentChange(2, 3)).toBe(-33.3);
  });

  it('rounds the average order value to whole dong, half up', () => {
    expect(averageOrderValue(0, 0)).toBe(0);
    expect(averageOrderValue(100_000, 3)).toBe(33_333); // 33 333.33
    expect(averageOrderValue(200_000, 3)).toBe(66_667); // 66 666.67
    expect(averageOrderValue(5, 2)).toBe(3); // 2.5 -> 3
    expect(averageOrderValue(150_000, 1)).toBe(150_000);
  });

  it('gives conversion as orders per view in percent, none without views', () => {
    expect(conversionRate(0, 0)).toBeNull();
    expect(conversionRate(3, 0)).toBeNull();
    expect(conversionRate(0, 10)).toBe(0);
    expect(conversionRate(1, 3)).toBe(33.33);
    expect(conversionRate(2, 3)).toBe(66.67);
    expect(conversionRate(5, 4)).toBe(125);
    expect(ratePercent(1, 0)).toBeNull();
    expect(ratePercent(1, 8)).toBe(12.5);
  });

  it('compares two periods metric by metric', () => {
    const now = totalsOf({ revenue: 300_000, orders: 2, buyers: 2, views: 10, units: 3 });
    const before = totalsOf({ revenue: 0, orders: 0, buyers: 0, views: 20, units: 0 });
    expect(now).toMatchObject({ averageOrderValue: 150_000, conversionRate: 20 });
    expect(changesOf(now, before)).toEqual({
      revenue: null,
      orders: null,
      buyers: null,
      views: -50,
      averageOrderValue: null,
      conversionRate: null,
    });
    expect(changesOf(now, now).revenue).toBe(0);
  });
});
