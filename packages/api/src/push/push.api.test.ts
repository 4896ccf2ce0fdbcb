import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../accounts/users.tables';
import { jobHandlers } from '../app/start-background';
import { runDueJobs } from '../jobs/job-runner';
import { deliverNotification } from '../notifications/notification-delivery';
import { caller, placeOrder } from '../notifications/notification-test-world';
import { notifications } from '../notifications/notifications.tables';
import { outboxMessages } from '../outbox/outbox.tables';
import { prepareCheckoutData } from '../testing/address-fixtures';
import { createTestApp } from '../testing/test-app';
import { insertBuyer } from '../testing/user-fixtures';
import { type LocalPushService, startLocalPushService } from './local-push-service';
import { pushTokens } from './push.tables';
import { sendPushToUser } from './send-push';

const CREATE = '/community/v1/notification/create-push-token';
const REMOVE = '/community/v1/notification/remove-device-push-token';
const SETTINGS = '/api/v1/mobile/notification-settings';

interface TokenRecord {
  deviceId: string;
  os: string;
  createdAt: string;
  updatedAt: string;
  lastUsedAt: string | null;
}

describe('Web Push and order e-mails', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let call: ReturnType<typeof caller>;
  let push: LocalPushService;
  let vapidPublicKey: string;

  const register = async (headers: Record<string, string>, status: 201 | 404 | 410 = 201) => {
    const subscription = push.subscribe(status);
    const deviceId = `device-${crypto.randomUUID()}`;
    const res = await call<TokenRecord>(headers, 'POST', CREATE, {
      token: subscription.endpoint,
      deviceId,
      os: 'Web',
      keys: subscription.keys,
    });
    expect(res.status).toBe(200);
    return { deviceId, endpoint: subscription.endpoint };
  };
  const tokensOf = (userId: string) =>
    t.ctx.database.db.select().from(pushTokens).where(eq(pushTokens.userId, userId));
  const mailsTo = (email: string) =>
    t.ctx.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email));
  const emailOf = async (userId: string) =>
    (await t.ctx.database.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]
      ?.email as string;

  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t);
    push = await startLocalPushService();
    await prepareCheckoutData(t.ctx);
    const key = await call<{ publicKey: string }>({}, 'GET', '/api/v1/public/push/vapid-public-key');
    vapidPublicKey = key.body.data?.publicKey as string;
  });
  afterAll(async () => {
    await push.close();
    await t.close();
  });

  it('gives out a P-256 VAPID public key, the same on every call', async () => {
    const point = Buffer.from(vapidPublicKey, 'base64url');
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(4);
    const again = await call<{ publicKey: string }>({}, 'GET', '/api/v1/public/push/vapid-public-key');
    expect(again.body.data?.publicKey).toBe(vapidPublicKey);
  });

  it('records a device’s token (token, deviceId, os Web, times), replaces it on a new subscription, removes it at logout', async () => {
    const buyer = await insertBuyer(t.ctx);
    const first = push.subscribe();
    expect(
      (await call({}, 'POST', CREATE, { token: first.endpoint, deviceId: 'device-000001', keys: first.keys }))
        .status,
    ).toBe(401);
    const created = await call<TokenRecord>(buyer.headers, 'POST', CREATE, {
      token: first.endpoint,
      deviceId: 'device-000001',
      keys: first.keys,
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ deviceId: 'device-000001', os: 'Web', lastUsedAt: null });
    const [row] = await tokensOf(buyer.userId);
    expect(row).toMatchObject({
      token: first.endpoint,
      deviceId: 'device-000001',
      os: 'Web',
      userId: buyer.userId,
    });

    // The same device subscribing again keeps one record, with the new endpoint.
    const second = push.subscribe();
    await call(buyer.headers, 'POST', CREATE, {
      token: second.endpoint,
      deviceId: 'device-000001',
      keys: second.keys,
    });
    expect((await tokensOf(buyer.userId)).map((r) => r.token)).toEqual([second.endpoint]);

    // Another member signing in on that device takes the device over.
    const other = await insertBuyer(t.ctx);
    await call(other.headers, 'POST', CREATE, {
      token: second.endpoint,
      deviceId: 'device-000001',
      keys: second.keys,
    });
    expect(await tokensOf(buyer.userId)).toHaveLength(0);
    expect(await tokensOf(other.userId)).toHaveLength(1);

    // Removing: only one's own device; again is harmless.
    expect((await call(buyer.headers, 'POST', REMOVE, { deviceId: 'device-000001' })).body.data).toEqual({
      removed: 0,
    });
    expect(await tokensOf(other.userId)).toHaveLength(1);
    expect((await call(other.headers, 'POST', REMOVE, { deviceId: 'device-000001' })).body.data).toEqual({
      removed: 1,
    });
    expect(await tokensOf(other.userId)).toHaveLength(0);
    expect((await call({}, 'POST', REMOVE, { deviceId: 'device-000001' })).status).toBe(401);
  });

  it('refuses an endpoint that is not a browser push service, and a record without keys', async () => {
    const buyer = await insertBuyer(t.ctx);
    const keys = push.subscribe().keys;
    const inside = await call(buyer.headers, 'POST', CREATE, {
      token: 'http://10.0.0.5/admin',
      deviceId: 'device-000002',
      keys,
    });
    expect(inside.status).toBe(400);
    expect(inside.body.error?.fields?.[0]?.path).toBe('token');
    expect(
      (
        await call(buyer.headers, 'POST', CREATE, {
          token: 'https://example.com/x',
          deviceId: 'device-000002',
          keys,
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(buyer.headers, 'POST', CREATE, {
          token: 'https://fcm.googleapis.com/fcm/send/x',
          deviceId: 'device-000002',
        })
      ).status,
    ).toBe(400);
    expect(await tokensOf(buyer.userId)).toHaveLength(0);
  });

  it('pushes an order stage change to every device, signed and encrypted, and drops the subscriptions that are gone (410, 404)', async () => {
    const { buyer, seller, orderId, code } = await placeOrder(t);
    const live = await register(buyer.headers);
    const expired = await register(buyer.headers, 410);
    const unknown = await register(buyer.headers, 404);
    const before = push.received.length;

    expect((await call(seller.headers, 'POST', `/api/v1/seller/orders/${orderId}/confirm`)).status).toBe(200);
    await runDueJobs(t.ctx, jobHandlers);

    const mine = push.received.slice(before).filter((p) => p.payload.orderId === orderId);
    expect(push.refused).toEqual([]);
    expect(mine).toHaveLength(3);
    const delivered = mine.find((p) => live.endpoint.endsWith(p.subscription));
    expect(delivered?.payload).toMatchObject({
      type: 'order.seller_confirm',
      title: 'Cập nhật đơn hàng',
      body: `Người bán đã xác nhận đơn hàng ${code} và đang chuẩn bị hàng.`,
      url: `/trang-ca-nhan/don-hang/${orderId}`,
      targetType: 'buyer_order',
      orderId,
      order_id: orderId,
    });
    // Signed with the key the browser subscribed with, for the push service's origin.
    expect(delivered?.vapid).toMatchObject({
      publicKey: vapidPublicKey,
      audience: push.origin,
      subject: 'mailto:support@chodep.vn',
    });
    expect(delivered?.ttl).toBe('86400');

    const left = await tokensOf(buyer.userId);
    expect(left.map((r) => r.deviceId)).toEqual([live.deviceId]);
    expect(left[0]?.lastUsedAt).toBeInstanceOf(Date);
    expect(left.map((r) => r.deviceId)).not.toContain(expired.deviceId);
    expect(left.map((r) => r.deviceId)).not.toContain(unknown.deviceId);
  });

  it('lets another domain push to a member directly (a chat message), in each device’s encryption', async () => {
    const buyer = await insertBuyer(t.ctx);
    await register(buyer.headers);
    await register(buyer.headers);
    const before = push.received.length;
    const outcome = await sendPushToUser(t.ctx, buyer.userId, {
      type: 'chat.message',
      title: 'Shop Lan',
      body: 'Shop còn hàng bạn nhé',
      url: '/tro-chuyen?id=r1',
      tag: 'chat-r1',
    });
    expect(outcome).toEqual({ sent: 2, removed: 0, failed: 0 });
    expect(push.received.slice(before).map((p) => p.payload.body)).toEqual([
      'Shop còn hàng bạn nhé',
      'Shop còn hàng bạn nhé',
    ]);
    const nobody = await insertBuyer(t.ctx);
    expect(
      await sendPushToUser(t.ctx, nobody.userId, { type: 'x', title: 'x', body: 'x', url: '/' }),
    ).toEqual({
      sent: 0,
      removed: 0,
      failed: 0,
    });
  });

  it('mails an important order event once, and not when the member switched that type off', async () => {
    const { buyer, seller, orderId, code } = await placeOrder(t);
    const email = await emailOf(buyer.userId);
    await call(seller.headers, 'POST', `/api/v1/seller/orders/${orderId}/confirm`);
    await runDueJobs(t.ctx, jobHandlers);
    const mails = (await mailsTo(email)).filter((m) => m.template === 'notifications.order.seller_confirm');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(code);
    expect(mails[0]?.body).toContain(`/trang-ca-nhan/don-hang/${orderId}`);

    // Delivering again (a job run twice after a crash) queues no second mail.
    const [row] = await t.ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, buyer.userId));
    await deliverNotification(t.ctx, row?.id as string);
    expect(
      (await mailsTo(email)).filter((m) => m.template === 'notifications.order.seller_confirm'),
    ).toHaveLength(1);

    // Switched off: the next order's confirmation stays in the app.
    const second = await placeOrder(t);
    const secondEmail = await emailOf(second.buyer.userId);
    const off = await call<{ email: Record<string, boolean> }>(second.buyer.headers, 'PUT', SETTINGS, {
      email: { order_confirmed: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.data?.email).toMatchObject({ order_confirmed: false, order_shipped: true });
    await call(second.seller.headers, 'POST', `/api/v1/seller/orders/${second.orderId}/confirm`);
    await runDueJobs(t.ctx, jobHandlers);
    expect(await mailsTo(secondEmail)).toEqual(
      expect.not.arrayContaining([
        expect.objectContaining({ template: 'notifications.order.seller_confirm' }),
      ]),
    );
  });

  it('answers the settings: every type on by default, the seller types for shop owners only', async () => {
    const buyer = await insertBuyer(t.ctx);
    const read = await call<{ email: Record<string, boolean>; types: string[]; hasEmail: boolean }>(
      buyer.headers,
      'GET',
      SETTINGS,
    );
    expect(read.status).toBe(200);
    expect(read.body.data?.hasEmail).toBe(true);
    expect(Object.values(read.body.data?.email ?? {}).every(Boolean)).toBe(true);
    expect(read.body.data?.types).toContain('order_shipped');
    expect(read.body.data?.types).not.toContain('seller_new_order');

    const { seller } = await placeOrder(t);
    const theirs = await call<{ types: string[] }>(seller.headers, 'GET', SETTINGS);
    expect(theirs.body.data?.types).toContain('seller_new_order');

    const saved = await call<{ email: Record<string, boolean> }>(buyer.headers, 'PUT', SETTINGS, {
      email: { order_shipped: false, order_delivered: false },
    });
    expect(saved.body.data?.email).toMatchObject({
      order_shipped: false,
      order_delivered: false,
      order_confirmed: true,
    });
    const back = await call<{ email: Record<string, boolean> }>(buyer.headers, 'PUT', SETTINGS, {
      email: { order_shipped: true },
    });
    expect(back.body.data?.email).toMatchObject({ order_shipped: true, order_delivered: false });
    expect((await call(buyer.headers, 'PUT', SETTINGS, { email: { not_a_type: true } })).status).toBe(400);
    expect((await call({}, 'GET', SETTINGS)).status).toBe(401);
    expect((await call({}, 'PUT', SETTINGS, { email: {} })).status).toBe(401);
  });
});
