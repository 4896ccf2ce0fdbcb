import { CHAT_LIMITS } from '@cho-dep/core/chat/chat-limits';
import { AppError } from '@cho-dep/core/errors/app-error';
import type { Db } from '@cho-dep/db/client';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { chatQuickReplies } from './chat.tables';
import { invalidField } from './chat-access';

/** A shop's saved answers, in the order the seller added them. */
export async function listQuickReplies(db: Db, shopId: string) {
  const rows = await db
    .select({ id: chatQuickReplies.id, text: chatQuickReplies.text, position: chatQuickReplies.position })
    .from(chatQuickReplies)
    .where(eq(chatQuickReplies.shopId, shopId))
    .orderBy(asc(chatQuickReplies.position), asc(chatQuickReplies.createdAt), asc(chatQuickReplies.id));
  return rows.map(({ id, text }) => ({ id, text }));
}

/**
 * Saves one more answer, at most CHAT_LIMITS.quickRepliesMax per shop: the count is taken
 * under a lock on the shop's replies (an advisory lock on the shop), so two tabs adding the
 * last one at once do not both get in.
 */
export async function addQuickReply(db: Db, shopId: string, text: string) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`chat-quick-replies:${shopId}`}))`);
    const [row] = await tx
      .select({
        n: count(),
        last: sql<number>`coalesce(max(${chatQuickReplies.position}), 0)`.mapWith(Number),
      })
      .from(chatQuickReplies)
      .where(eq(chatQuickReplies.shopId, shopId));
    if ((row?.n ?? 0) >= CHAT_LIMITS.quickRepliesMax) {
      throw invalidField('text', 'validation.chat.quickRepliesMax', { max: CHAT_LIMITS.quickRepliesMax });
    }
    const [created] = await tx
      .insert(chatQuickReplies)
      .values({ shopId, text, position: (row?.last ?? 0) + 1 })
      .returning({ id: chatQuickReplies.id, text: chatQuickReplies.text });
    if (!created) throw new Error('quick reply insert returned nothing');
    return created;
  });
}

export async function updateQuickReply(db: Db, shopId: string, id: string, text: string) {
  const [updated] = await db
    .update(chatQuickReplies)
    .set({ text })
    .where(and(eq(chatQuickReplies.id, id), eq(chatQuickReplies.shopId, shopId)))
    .returning({ id: chatQuickReplies.id, text: chatQuickReplies.text });
  if (!updated) throw new AppError('NOT_FOUND');
  return updated;
}

export async function deleteQuickReply(db: Db, shopId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(chatQuickReplies)
    .where(and(eq(chatQuickReplies.id, id), eq(chatQuickReplies.shopId, shopId)))
    .returning({ id: chatQuickReplies.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND');
}
