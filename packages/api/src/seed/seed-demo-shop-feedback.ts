import type { Tx } from '@cho-dep/db/client';
import { and, asc, isNotNull, max } from 'drizzle-orm';
import { shopFeedback } from '../community/shop-feedback/shop-feedback.tables';
import { orders } from '../orders/orders.tables';
import { insertChunked } from './insert-chunked';
import type { SeededRandom } from './seeded-random';

const HOUR_MS = 3_600_000;

/** What demo buyers say about a shop, by stars (index 0 for 1 star). */
const WORDS: readonly (readonly string[])[] = [
  ['Giao sai màu, nhắn shop mãi không thấy trả lời.', 'Đóng gói sơ sài, hàng bị nhăn hết.'],
  ['Hàng tạm được nhưng giao hơi lâu.', 'Chất vải không giống ảnh lắm.'],
  ['Sản phẩm ổn so với giá, shop trả lời hơi chậm.', 'Giao đúng hẹn, chất lượng bình thường.', ''],
  [
    'Shop tư vấn size nhiệt tình, áo mặc vừa.',
    'Đóng gói cẩn thận, giao nhanh. Sẽ ủng hộ tiếp.',
    'Hàng đẹp, giá hợp lý.',
    '',
  ],
  [
    'Shop rất uy tín, hàng y hình, đóng gói đẹp như quà tặng!',
    'Mua lần thứ ba rồi, lần nào cũng hài lòng. Cảm ơn shop ❤️',
    'Giao siêu nhanh, chủ shop dễ thương, có tặng kèm thiệp.',
    'Chất lượng tuyệt vời, đúng mô tả, sẽ giới thiệu bạn bè.',
    '',
  ],
];

const REPLIES = [
  'Cảm ơn bạn đã tin tưởng và ủng hộ shop! Hẹn gặp lại bạn ở đơn sau nhé.',
  'Shop cảm ơn bạn nhiều ạ. Chúc bạn luôn xinh đẹp!',
  'Shop rất xin lỗi vì trải nghiệm chưa tốt. Bạn nhắn shop để được hỗ trợ đổi hàng ngay nhé.',
];

function starsOf(random: SeededRandom): number {
  const roll = random.next();
  return roll < 0.04 ? 1 : roll < 0.08 ? 2 : roll < 0.18 ? 3 : roll < 0.45 ? 4 : 5;
}

/**
 * Feedback on the demo shops from the demo buyers who completed orders there (about two in
 * three of them), a little after their last completed order; the shop answered about half,
 * always the unhappy ones. buyer@demo.vn has no completed order, so it writes none.
 */
export async function seedDemoShopFeedback(tx: Tx, random: SeededRandom, now: Date): Promise<void> {
  const pairs = await tx
    .select({ userId: orders.userId, shopId: orders.shopId, lastCompletedAt: max(orders.completedAt) })
    .from(orders)
    .where(and(isNotNull(orders.completedAt), isNotNull(orders.userId)))
    .groupBy(orders.userId, orders.shopId)
    .orderBy(asc(orders.shopId), asc(orders.userId));
  const rows: Array<typeof shopFeedback.$inferInsert> = [];
  for (const pair of pairs) {
    if (!pair.userId || !pair.lastCompletedAt || !random.chance(0.65)) continue;
    const rating = starsOf(random);
    const said = WORDS[rating - 1] ?? [''];
    const content = said[random.int(0, said.length - 1)] ?? '';
    // Never in the future: a recent order's feedback is dated before now, its reply too.
    const latest = now.getTime() - 2 * HOUR_MS;
    const at = new Date(
      Math.min(new Date(pair.lastCompletedAt).getTime() + random.int(2, 60) * HOUR_MS, latest),
    );
    const replied = rating <= 3 || random.chance(0.4);
    rows.push({
      shopId: pair.shopId,
      userId: pair.userId,
      rating,
      content,
      reply: replied ? (rating <= 3 ? REPLIES[2] : REPLIES[random.int(0, 1)]) : null,
      repliedAt: replied
        ? new Date(Math.min(at.getTime() + random.int(1, 20) * HOUR_MS, now.getTime()))
        : null,
      createdAt: at,
      updatedAt: at,
    });
  }
  await insertChunked(rows, (chunk) => tx.insert(shopFeedback).values(chunk));
}
