import { randomUUID } from 'node:crypto';
import { CHAT_LIMITS } from '@cho-dep/core/chat/chat-limits';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuditLog } from '../admin/admin-audit.tables';
import { createTestApp } from '../testing/test-app';
import { insertSignedInUser } from '../testing/user-fixtures';
import { CHAT, chatTestApp, chatWorld } from './chat-test-world';
import type { ChatMessageView } from './chat-view-schemas';

const REPLIES = '/api/v1/seller/chat/quick-replies';

describe('chat: quick replies, the admin’s reading, the send limit', () => {
  let t: Awaited<ReturnType<typeof chatTestApp>>;
  let call: Awaited<ReturnType<typeof chatTestApp>>['call'];
  // A still clock: the per-minute send budget is counted in clock minutes.
  const frozen = new Date();
  beforeAll(async () => {
    t = await chatTestApp(await createTestApp({ now: () => frozen }));
    call = t.call;
  });
  afterAll(() => t.close());

  it('keeps a shop’s quick replies, at most the limit, editable only by the shop', async () => {
    const w = await chatWorld(t.ctx, call);
    const first = await call<{ id: string; text: string }>(w.seller.headers, 'POST', REPLIES, {
      text: '  Dạ shop còn hàng ạ  ',
    });
    expect(first.status).toBe(201);
    expect(first.body.data?.text).toBe('Dạ shop còn hàng ạ');
    const id = first.body.data?.id as string;
    for (let i = 2; i <= CHAT_LIMITS.quickRepliesMax; i++) {
      expect((await call(w.seller.headers, 'POST', REPLIES, { text: `Câu trả lời ${i}` })).status).toBe(201);
    }
    const over = await call(w.seller.headers, 'POST', REPLIES, { text: 'Một câu nữa' });
    expect(over.status).toBe(400);
    expect(over.body.error?.fields[0]?.path).toBe('text');
    expect((await call(w.seller.headers, 'POST', REPLIES, { text: '' })).status).toBe(400);
    const tooLong = 'a'.repeat(CHAT_LIMITS.quickReplyMax + 1);
    expect((await call(w.seller.headers, 'POST', REPLIES, { text: tooLong })).status).toBe(400);

    const listed = await call<{ items: { id: string; text: string }[] }>(w.seller.headers, 'GET', REPLIES);
    expect(listed.body.data?.items).toHaveLength(CHAT_LIMITS.quickRepliesMax);
    expect(listed.body.data?.items[0]).toEqual({ id, text: 'Dạ shop còn hàng ạ' });

    const other = await chatWorld(t.ctx, call);
    const path = `${REPLIES}/${id}`;
    expect((await call(other.seller.headers, 'PUT', path, { text: 'Của tôi' })).status).toBe(404);
    expect((await call(other.seller.headers, 'DELETE', path)).status).toBe(404);
    expect((await call<{ items: unknown[] }>(other.seller.headers, 'GET', REPLIES)).body.data?.items).toEqual(
      [],
    );
    expect((await call(w.buyer.headers, 'GET', REPLIES)).status).toBe(403);
    expect((await call({}, 'GET', REPLIES)).status).toBe(401);

    const changed = await call(w.seller.headers, 'PUT', path, { text: 'Dạ mẫu này còn đủ size ạ' });
    expect(changed.body.data).toEqual({ id, text: 'Dạ mẫu này còn đủ size ạ' });
    expect((await call(w.seller.headers, 'DELETE', path)).body.data).toEqual({ deleted: true });
    expect((await call(w.seller.headers, 'DELETE', path)).status).toBe(404);
    expect((await call(w.seller.headers, 'POST', REPLIES, { text: 'Lại có chỗ' })).status).toBe(201);
  });

  it('lets an admin read a room on a complaint, and writes every read to the audit log', async () => {
    const w = await chatWorld(t.ctx, call);
    await w.send('buyer', 'Shop giao sai màu');
    await w.send('shop', 'Dạ shop xin lỗi ạ');
    const admin = await insertSignedInUser(t.ctx, { roles: ['buyer', 'admin'] });
    const path = `/api/v1/admin/chat/${w.roomId}`;
    const read = await call<{
      room: { id: string; shop: { id: string }; buyer: { id: string }; lastSeq: number };
      items: ChatMessageView[];
      hasOlder: boolean;
    }>(admin.headers, 'GET', path);
    expect(read.status).toBe(200);
    expect(read.body.data?.room).toMatchObject({
      id: w.roomId,
      shop: { id: w.seller.shopId },
      buyer: { id: w.buyer.userId },
      lastSeq: 2,
    });
    expect(read.body.data?.items.map((m) => m.text)).toEqual(['Shop giao sai màu', 'Dạ shop xin lỗi ạ']);
    const log = await t.ctx.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, w.roomId));
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      adminUserId: admin.userId,
      action: 'chat_room.read',
      targetType: 'chat_room',
    });

    // Reading changes nothing for the members.
    const shopSide = await call<{ unread: number }>(w.buyer.headers, 'GET', `${CHAT}/${w.roomId}?side=buyer`);
    expect(shopSide.body.data?.unread).toBe(1);
    expect((await call(w.seller.headers, 'GET', path)).status).toBe(403);
    expect((await call(w.buyer.headers, 'GET', path)).status).toBe(403);
    expect((await call({}, 'GET', path)).status).toBe(401);
    expect((await call(admin.headers, 'GET', `/api/v1/admin/chat/${randomUUID()}`)).status).toBe(404);
    const after = await t.ctx.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetId, w.roomId));
    expect(after).toHaveLength(1);
  });

  it(`refuses sends past ${CHAT_LIMITS.sendsPerMinute} a minute with 429, across rooms, but not a resend`, async () => {
    t.toWindowStart(3600);
    const w = await chatWorld(t.ctx, call);
    const second = await chatWorld(t.ctx, call);
    const otherRoom = (
      await call<{ id: string }>(w.buyer.headers, 'POST', CHAT, { shopId: second.seller.shopId })
    ).body.data?.id as string;
    const sendTo = (roomId: string, clientId = randomUUID()) =>
      call<ChatMessageView>(w.buyer.headers, 'POST', `${CHAT}/${roomId}/messages?side=buyer`, {
        kind: 'text',
        clientId,
        text: 'Shop ơi',
      });
    const lastClientId = randomUUID();
    for (let i = 1; i <= CHAT_LIMITS.sendsPerMinute; i++) {
      const answer = await sendTo(
        i % 2 ? w.roomId : otherRoom,
        i === CHAT_LIMITS.sendsPerMinute ? lastClientId : undefined,
      );
      expect(answer.status, `send ${i}`).toBe(201);
    }
    const refused = await sendTo(w.roomId);
    expect(refused.status).toBe(429);
    expect(refused.body.error?.code).toBe('RATE_LIMITED');
    // A resend of a stored message is not a new send.
    expect((await sendTo(otherRoom, lastClientId)).status).toBe(200);
    // The shop answers from its own budget.
    expect((await w.send('shop', 'Dạ shop nghe')).seq).toBe(CHAT_LIMITS.sendsPerMinute / 2 + 1);
  });
});
