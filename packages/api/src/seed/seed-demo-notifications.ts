import { ORDER_EVENTS } from '@cho-dep/core/orders/order-machine';
import type { Tx } from '@cho-dep/db/client';
import { and, desc, eq, inArray, ne, or } from 'drizzle-orm';
import { users } from '../accounts/users.tables';
import { postMentions, postReplies, posts } from '../community/posts/posts.tables';
import { notifications } from '../notifications/notifications.tables';
import type { NotificationTarget } from '../notifications/notify';
import { orderHistory, orders } from '../orders/orders.tables';
import { products } from '../products/catalog/products.tables';
import { shops } from '../shops/shops.tables';

const HOUR_MS = 3_600_000;
/** The newest few of each member stay unread, so the bell shows a count on a fresh start. */
const UNREAD_NEWEST = 4;

interface DemoNotice {
  userId: string;
  kind: string;
  params: Record<string, string>;
  targetType: NotificationTarget;
  targetId: string;
  createdAt: Date;
}

/**
 * The demo members' notification centres, made from what the demo data really holds, so
 * every message opens something that exists: the demo seller hears of their newest orders'
 * stages (from the orders' own history), their shop's approval, their products' review
 * decisions, replies to and mentions of their posts and shop; the demo buyer of replies to
 * and mentions of theirs. (The demo buyer has no orders: seed-demo-orders.ts leaves their
 * order list to the tests; orders they place get their notifications live.)
 */
export async function seedDemoNotifications(tx: Tx, now: Date): Promise<void> {
  const members = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['buyer@demo.vn', 'seller@demo.vn']));
  const seller = members.find((m) => m.email === 'seller@demo.vn');
  const notices: DemoNotice[] = [];
  if (seller) notices.push(...(await sellerNotices(tx, seller.id)));
  for (const member of members) notices.push(...(await communityNotices(tx, member.id)));
  const rows = members.flatMap((member) =>
    notices
      .filter((n) => n.userId === member.id && n.createdAt <= now)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .map((n, index) => ({
        ...n,
        readAt: index < UNREAD_NEWEST ? null : new Date(n.createdAt.getTime() + HOUR_MS),
      })),
  );
  if (rows.length > 0) await tx.insert(notifications).values(rows);
}

async function sellerNotices(tx: Tx, sellerId: string): Promise<DemoNotice[]> {
  const [shop] = await tx
    .select({ id: shops.id, name: shops.name, approvedAt: shops.approvedAt, createdAt: shops.createdAt })
    .from(shops)
    .where(and(eq(shops.ownerUserId, sellerId), eq(shops.status, 'approved')));
  if (!shop) return [];
  const notices: DemoNotice[] = [
    {
      userId: sellerId,
      kind: 'shop_application.approved',
      params: { shop: shop.name },
      targetType: 'seller_centre',
      targetId: shop.id,
      createdAt: shop.approvedAt ?? shop.createdAt,
    },
  ];
  const reviewed = await tx
    .select({
      id: products.id,
      name: products.name,
      status: products.status,
      reason: products.rejectReason,
      updatedAt: products.updatedAt,
    })
    .from(products)
    .where(and(eq(products.shopId, shop.id), inArray(products.status, ['rejected', 'approved'])))
    .orderBy(desc(products.updatedAt))
    .limit(40);
  const rejected = reviewed.find((p) => p.status === 'rejected');
  const approved = reviewed.find((p) => p.status === 'approved');
  for (const product of [rejected, approved]) {
    if (!product) continue;
    notices.push({
      userId: sellerId,
      kind: product.status === 'rejected' ? 'product_review.rejected' : 'product_review.approved',
      params:
        product.status === 'rejected'
          ? { product: product.name, reason: product.reason ?? '' }
          : { product: product.name },
      targetType: 'seller_product',
      targetId: product.id,
      createdAt: product.updatedAt,
    });
  }
  const newest = await tx
    .select({ id: orders.id, code: orders.code })
    .from(orders)
    .where(eq(orders.shopId, shop.id))
    .orderBy(desc(orders.createdAt))
    .limit(3);
  if (newest.length === 0) return notices;
  const history = await tx
    .select({ orderId: orderHistory.orderId, note: orderHistory.note, at: orderHistory.actionTime })
    .from(orderHistory)
    .where(
      inArray(
        orderHistory.orderId,
        newest.map((o) => o.id),
      ),
    );
  const codes = new Map(newest.map((o) => [o.id, o.code]));
  for (const step of history) {
    const event = ORDER_EVENTS.find((e) => e === step.note);
    if (!event) continue;
    notices.push({
      userId: sellerId,
      kind: `seller_order.${event}`,
      params: { code: codes.get(step.orderId) ?? '', event },
      targetType: 'seller_order',
      targetId: step.orderId,
      createdAt: step.at,
    });
  }
  return notices;
}

/** Replies others wrote on the member's posts, and posts naming the member or their shop. */
async function communityNotices(tx: Tx, userId: string): Promise<DemoNotice[]> {
  const replies = await tx
    .select({ postId: postReplies.postId, name: users.fullName, at: postReplies.createdAt })
    .from(postReplies)
    .innerJoin(posts, eq(posts.id, postReplies.postId))
    .innerJoin(users, eq(users.id, postReplies.authorId))
    .where(
      and(eq(posts.authorId, userId), ne(postReplies.authorId, userId), eq(postReplies.status, 'published')),
    )
    .orderBy(desc(postReplies.createdAt))
    .limit(4);
  const [shop] = await tx
    .select({ id: shops.id, name: shops.name })
    .from(shops)
    .where(eq(shops.ownerUserId, userId));
  const mentions = await tx
    .select({ postId: posts.id, name: users.fullName, at: posts.createdAt, shopId: postMentions.shopId })
    .from(postMentions)
    .innerJoin(posts, eq(posts.id, postMentions.postId))
    .innerJoin(users, eq(users.id, posts.authorId))
    .where(
      and(
        ne(posts.authorId, userId),
        eq(posts.status, 'published'),
        or(eq(postMentions.userId, userId), shop ? eq(postMentions.shopId, shop.id) : undefined),
      ),
    )
    .orderBy(desc(posts.createdAt))
    .limit(3);
  return [
    ...replies.map((r) => ({
      userId,
      kind: 'post.reply',
      params: { name: r.name ?? '' },
      targetType: 'post' as const,
      targetId: r.postId,
      createdAt: r.at,
    })),
    ...mentions.map((m) => ({
      userId,
      kind: m.shopId ? 'post.mention_shop' : 'post.mention_user',
      params: m.shopId ? { name: m.name ?? '', shop: shop?.name ?? '' } : { name: m.name ?? '' },
      targetType: 'post' as const,
      targetId: m.postId,
      createdAt: m.at,
    })),
  ];
}
