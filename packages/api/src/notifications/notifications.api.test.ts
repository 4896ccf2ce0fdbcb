import { ORDER_EVENTS } from '@cho-dep/core/orders/order-machine';
import { hasKey } from '@cho-dep/i18n/translate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareCheckoutData } from '../testing/address-fixtures';
import { createTestApp } from '../testing/test-app';
import { insertBuyer } from '../testing/user-fixtures';
import type { NotificationView } from './notification-list';
import { caller, placeOrder } from './notification-test-world';
import { type NewNotification, notify } from './notify';

interface Page {
  items: NotificationView[];
  total: number;
  unread: number;
  hasMore: boolean;
  unreadByTab: Record<string, number>;
}

const COMMERCE = '/api/v2/mobile/notifications';
const SOCIAL = '/community/v1/notification/get-all';
const UNREAD = '/api/v1/mobile/notification-buyer/unread-count';

describe('in-app notifications', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let call: ReturnType<typeof caller>;
  const order = () => placeOrder(t);

  /** A member with one of each: an order stage, a refund step, a mention, a reply and a moderation note. */
  async function mixedInbox() {
    const member = await insertBuyer(t.ctx);
    const target = { targetType: 'post' as const, targetId: crypto.randomUUID() };
    const base = Date.now();
    const items: Omit<NewNotification, 'userId'>[] = [
      {
        kind: 'order.shipped',
        params: { code: 'DH1' },
        targetType: 'buyer_order' as const,
        targetId: crypto.randomUUID(),
      },
      {
        kind: 'return.seller_agree',
        params: { code: 'DH1' },
        targetType: 'refund' as const,
        targetId: crypto.randomUUID(),
      },
      { kind: 'post.mention_user', params: { name: 'Lan' }, ...target },
      { kind: 'post.reply', params: { name: 'Minh' }, ...target },
      { kind: 'moderation.post_removed', params: { reason: 'spam' }, ...target },
    ];
    for (const [i, item] of items.entries()) {
      await notify(t.ctx.database.db, [{ userId: member.userId, ...item }], new Date(base + i * 1000));
    }
    return member;
  }

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    await prepareCheckoutData(t.ctx);
  });
  afterAll(() => t.close());

  it('has words for every order event, for the buyer and the seller, in every language', () => {
    const missing = ORDER_EVENTS.flatMap((event) =>
      (['vi', 'en', 'ko'] as const).flatMap((language) =>
        [`notifications.order.${event}`, `notifications.seller_order.${event}`].filter(
          (key) => !hasKey(language, key),
        ),
      ),
    );
    expect(missing).toEqual([]);
  });

  it('tells the buyer and the seller of a stage change, in the reader’s language', async () => {
    const { buyer, seller, orderId, code } = await order();
    await call(buyer.headers, 'POST', `/api/v1/mobile/orders/${orderId}/cancel`, { reasonCode: 'other' });

    const mine = await call<Page>({ ...buyer.headers, 'accept-language': 'vi' }, 'GET', COMMERCE);
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({ total: 1, unread: 1, hasMore: false, unreadByTab: { orders: 1 } });
    expect(mine.body.data?.items[0]).toMatchObject({
      kind: 'order.buyer_cancel',
      category: 'orders',
      text: `Bạn đã hủy đơn hàng ${code}.`,
      targetType: 'buyer_order',
      targetId: orderId,
      read: false,
    });
    const english = await call<Page>({ ...buyer.headers, 'accept-language': 'en' }, 'GET', COMMERCE);
    expect(english.body.data?.items[0]?.text).toBe(`You cancelled order ${code}.`);

    const theirs = await call<Page>({ ...seller.headers, 'accept-language': 'ko' }, 'GET', COMMERCE);
    expect(theirs.body.data?.items[0]).toMatchObject({
      kind: 'seller_order.buyer_cancel',
      text: `구매자가 주문 ${code}을(를) 취소했습니다.`,
      targetType: 'seller_order',
    });
  });

  it('splits the shop list from the community list, with tabs and unread counts per tab', async () => {
    const member = await mixedInbox();
    const commerce = (await call<Page>(member.headers, 'GET', COMMERCE)).body.data as Page;
    expect(commerce.items.map((i) => i.kind)).toEqual(['return.seller_agree', 'order.shipped']);
    expect(commerce).toMatchObject({ total: 2, unread: 2, unreadByTab: { orders: 1, refunds: 1 } });

    const social = await call<Page>(member.headers, 'GET', SOCIAL);
    expect(social.status).toBe(200);
    expect(social.body.data?.items.map((i) => i.category)).toEqual([
      'moderation',
      'interactions',
      'mentions',
    ]);
    expect(social.body.data).toMatchObject({
      total: 3,
      unread: 3,
      unreadByTab: { mentions: 1, interactions: 1, moderation: 1 },
    });

    const refunds = (await call<Page>(member.headers, 'GET', `${COMMERCE}?tab=refunds`)).body.data as Page;
    expect(refunds.items.map((i) => i.kind)).toEqual(['return.seller_agree']);
    const mentions = (await call<Page>(member.headers, 'GET', `${SOCIAL}?tab=mentions`)).body.data as Page;
    expect(mentions.items.map((i) => i.kind)).toEqual(['post.mention_user']);
    // A tab of the other list is refused.
    expect((await call(member.headers, 'GET', `${COMMERCE}?tab=mentions`)).status).toBe(400);
    expect((await call(member.headers, 'GET', `${SOCIAL}?tab=orders`)).status).toBe(400);

    const bell = await call<{ data: number }>(member.headers, 'GET', UNREAD);
    expect(bell).toMatchObject({ status: 200, body: { data: { data: 5 } } });
  });

  it('marks one read at both mask-read paths; someone else’s is 404; signed out is 401', async () => {
    const member = await mixedInbox();
    const social = (await call<Page>(member.headers, 'GET', SOCIAL)).body.data as Page;
    const commerce = (await call<Page>(member.headers, 'GET', COMMERCE)).body.data as Page;
    const socialId = social.items[0]?.id as string;
    const commerceId = commerce.items[0]?.id as string;

    const stranger = await insertBuyer(t.ctx);
    for (const path of [
      '/community/v1/notification/mask-read',
      '/api/v1/mobile/notification-buyer/mask-read',
    ]) {
      expect((await call(stranger.headers, 'PUT', path, { id: socialId })).status).toBe(404);
      expect((await call(member.headers, 'PUT', path, { id: 'nope' })).status).toBe(404);
      expect((await call({}, 'PUT', path, { id: socialId })).status).toBe(401);
    }
    expect((await call(stranger.headers, 'POST', `${COMMERCE}/${commerceId}/read`)).status).toBe(404);

    const read = await call(member.headers, 'PUT', '/community/v1/notification/mask-read', { id: socialId });
    expect(read).toMatchObject({ status: 200, body: { data: { read: true } } });
    const again = await call(member.headers, 'PUT', '/api/v1/mobile/notification-buyer/mask-read', {
      id: socialId,
    });
    expect(again.status).toBe(200);
    expect(
      (await call(member.headers, 'PUT', '/api/v1/mobile/notification-buyer/mask-read', { id: commerceId }))
        .status,
    ).toBe(200);
    const after = (await call<Page>(member.headers, 'GET', SOCIAL)).body.data as Page;
    expect(after.unread).toBe(2);
    expect(after.items[0]?.read).toBe(true);
    expect((await call<{ data: number }>(member.headers, 'GET', UNREAD)).body.data?.data).toBe(3);
    // The stranger's read did not touch the member's list.
    expect((await call<{ data: number }>(stranger.headers, 'GET', UNREAD)).body.data?.data).toBe(0);
    expect((await call({}, 'GET', UNREAD)).status).toBe(401);
    expect((await call({}, 'GET', COMMERCE)).status).toBe(401);
    expect((await call({}, 'GET', SOCIAL)).status).toBe(401);
  });

  it('reads all of one list at its read-all path, and both at the old one', async () => {
    const member = await mixedInbox();
    const social = await call<{ changed: number }>(
      member.headers,
      'PUT',
      '/community/v1/notification/read-all',
    );
    expect(social).toMatchObject({ status: 200, body: { data: { changed: 3 } } });
    expect((await call<Page>(member.headers, 'GET', COMMERCE)).body.data?.unread).toBe(2);
    const shop = await call<{ changed: number }>(
      member.headers,
      'PUT',
      '/api/v1/mobile/notification-buyer/mask-read-all',
    );
    expect(shop.body.data).toEqual({ changed: 2 });
    expect((await call<{ data: number }>(member.headers, 'GET', UNREAD)).body.data?.data).toBe(0);

    const other = await mixedInbox();
    expect((await call(other.headers, 'POST', `${COMMERCE}/read-all`)).body.data).toEqual({ changed: 5 });
    for (const path of [
      '/community/v1/notification/read-all',
      '/api/v1/mobile/notification-buyer/mask-read-all',
    ]) {
      expect((await call({}, 'PUT', path)).status).toBe(401);
    }
  });

  it('keeps the seller’s stage changes on the shop list and reading them clears the bell', async () => {
    const first = await order();
    await call(first.buyer.headers, 'POST', `/api/v1/mobile/orders/${first.orderId}/cancel`, {
      reasonCode: 'other',
    });
    expect((await call<{ data: number }>(first.seller.headers, 'GET', UNREAD)).body.data?.data).toBe(1);
    const all = await call<{ changed: number }>(first.seller.headers, 'POST', `${COMMERCE}/read-all`);
    expect(all.body.data).toEqual({ changed: 1 });
    expect((await call<{ data: number }>(first.seller.headers, 'GET', UNREAD)).body.data?.data).toBe(0);
  });
});
