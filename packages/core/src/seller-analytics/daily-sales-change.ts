import type { OrderStatus } from '../orders/order-statuses';
import { isCountedOrder } from './analytics-metrics';

/**
 * How an order's move changes its shop's daily sales (the per-shop, per-day figures the reports
 * read instead of summing orders): +1 when it starts to count (placed already counted, or its
 * online payment arrives), -1 when it stops (cancelled), 0 otherwise. The order stays on the day
 * it was placed, so a move never shifts figures between days.
 *
 * `from` is null for an order being placed.
 */
export function dailySalesChange(from: OrderStatus | null, to: OrderStatus): -1 | 0 | 1 {
  const before = from !== null && isCountedOrder({ status: from });
  const after = isCountedOrder({ status: to });
  if (before === after) return 0;
  return after ? 1 : -1;
}
