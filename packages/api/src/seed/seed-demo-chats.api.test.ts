import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../accounts/users.tables';
import type { ChatRoomView } from '../chat/chat-view-schemas';
import { apiCaller } from '../testing/api-caller';
import { createTestApp } from '../testing/test-app';
import { signIn } from '../testing/user-fixtures';
import { seedDemoDataOnce } from './seed-demo';

const CHAT = '/api/v1/mobile/chat';

describe('demo chats', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let buyer: Record<string, string>;
  let seller: Record<string, string>;
  const call = () => apiCaller(t.api);

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoDataOnce(t.ctx, { products: 160 });
    const people = await t.ctx.database.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, ['buyer@demo.vn', 'seller@demo.vn']));
    const idOf = (email: string) => people.find((p) => p.email === email)?.id ?? '';
    buyer = await signIn(t.ctx, idOf('buyer@demo.vn'));
    seller = await signIn(t.ctx, idOf('seller@demo.vn'));
  }, 300_000);
  afterAll(() => t.close());

  it('gives buyer@demo.vn three conversations with product cards and answers, one of them unread', async () => {
    const rooms = await call()<{ items: ChatRoomView[]; total: number }>(buyer, 'GET', `${CHAT}?side=buyer`);
    expect(rooms.body.data?.total).toBe(3);
    const items = rooms.body.data?.items ?? [];
    expect(items.filter((room) => room.unread > 0)).toHaveLength(1);
    expect(items[0]?.unread).toBe(2);
    const dot = await call()<{ data: number }>(buyer, 'GET', `${CHAT}/total-red-dot?side=buyer`);
    expect(dot.body.data?.data).toBe(2);
    const kinds = new Set<string>();
    for (const room of items) {
      const page = await call()<{
        items: { kind: string; senderSide: string; product: unknown; order: unknown }[];
      }>(buyer, 'GET', `${CHAT}/${room.id}/messages?side=buyer`);
      const messages = page.body.data?.items ?? [];
      expect(messages.some((m) => m.senderSide === 'shop')).toBe(true);
      for (const m of messages) {
        kinds.add(m.kind);
        if (m.kind === 'product') expect(m.product).not.toBeNull();
        if (m.kind === 'order') expect(m.order).not.toBeNull();
      }
    }
    expect(kinds).toEqual(new Set(['text', 'product']));
  });

  it('gives seller@demo.vn the demo buyer and two customers with order cards, unread ones first in the dot', async () => {
    const rooms = await call()<{ items: ChatRoomView[] }>(seller, 'GET', `${CHAT}?side=shop`);
    const items = rooms.body.data?.items ?? [];
    expect(items).toHaveLength(3);
    const unread = items.map((room) => room.unread).sort();
    expect(unread).toEqual([0, 1, 3]);
    const dot = await call()<{ data: number }>(seller, 'GET', `${CHAT}/total-red-dot?side=shop`);
    expect(dot.body.data?.data).toBe(4);
    const cards = items.flatMap((room) =>
      room.lastMessage?.kind === 'order' ? [room.lastMessage.order] : [],
    );
    expect(cards).toHaveLength(1);
    expect(cards[0]?.code).toBeTruthy();
    const replies = await call()<{ items: unknown[] }>(seller, 'GET', '/api/v1/seller/chat/quick-replies');
    expect(replies.body.data?.items.length).toBeGreaterThanOrEqual(3);
  });
});
