import { randomUUID } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { createRaceTestApp, raceIt } from '../testing/race-tests';
import { chatMessages, chatRooms } from './chat.tables';
import { CHAT, chatTestApp, chatWorld } from './chat-test-world';

describe('chat under concurrent writes (PostgreSQL)', () => {
  let t: Awaited<ReturnType<typeof chatTestApp>>;
  beforeAll(async () => {
    t = await chatTestApp(await createRaceTestApp());
  });
  afterAll(() => t?.close());

  raceIt('keeps seqs gapless and unread counts exact when both sides write and read at once', async () => {
    const w = await chatWorld(t.ctx, t.call);
    const perSide = 25;
    const readsPerSide = 25;
    const sends = (['buyer', 'shop'] as const).flatMap((side) =>
      Array.from(
        { length: perSide },
        (_, i) => () =>
          t.call(w.headersOf(side), 'POST', `${CHAT}/${w.roomId}/messages?side=${side}`, {
            kind: 'text',
            clientId: randomUUID(),
            text: `${side} ${i}`,
          }),
      ),
    );
    const reads = (['buyer', 'shop'] as const).flatMap((side) =>
      Array.from(
        { length: readsPerSide },
        () => () => t.call(w.headersOf(side), 'POST', `${CHAT}/${w.roomId}/read?side=${side}`, {}),
      ),
    );
    // Interleave sends and reads so reads land between messages.
    const all = [...sends, ...reads].sort(() => Math.random() - 0.5);
    const answers = await Promise.all(all.map((run) => run()));
    expect(answers.map((a) => a.status).filter((s) => s !== 200 && s !== 201)).toEqual([]);

    const db = t.ctx.database.db;
    const rows = await db
      .select({ seq: chatMessages.seq, side: chatMessages.senderSide })
      .from(chatMessages)
      .where(eq(chatMessages.roomId, w.roomId))
      .orderBy(chatMessages.seq);
    expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: 2 * perSide }, (_, i) => i + 1));
    const [room] = await db.select().from(chatRooms).where(eq(chatRooms.id, w.roomId));
    if (!room) throw new Error('room missing');
    expect(room.lastSeq).toBe(2 * perSide);
    const unreadAfter = async (from: 'buyer' | 'shop', readSeq: number) =>
      (
        await db
          .select({ seq: chatMessages.seq })
          .from(chatMessages)
          .where(
            and(
              eq(chatMessages.roomId, w.roomId),
              eq(chatMessages.senderSide, from),
              gt(chatMessages.seq, readSeq),
            ),
          )
      ).length;
    // Each side's unread is exactly the other side's messages after what it has read.
    expect(room.buyerUnread).toBe(await unreadAfter('shop', room.buyerReadSeq));
    expect(room.shopUnread).toBe(await unreadAfter('buyer', room.shopReadSeq));
    const dot = await t.call<{ data: number }>(w.seller.headers, 'GET', `${CHAT}/total-red-dot?side=shop`);
    expect(dot.body.data?.data).toBe(room.shopUnread);
  });

  raceIt('stores a message sent many times at once with the same clientId exactly once', async () => {
    const w = await chatWorld(t.ctx, t.call);
    const clientId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.call<{ id: string; seq: number }>(
          w.buyer.headers,
          'POST',
          `${CHAT}/${w.roomId}/messages?side=buyer`,
          {
            kind: 'text',
            clientId,
            text: 'Gửi lại khi mạng chập chờn',
          },
        ),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.data?.id)).size).toBe(1);
    const [room] = await t.ctx.database.db.select().from(chatRooms).where(eq(chatRooms.id, w.roomId));
    expect(room).toMatchObject({ lastSeq: 1, shopUnread: 1 });
  });
});
