import { pushDataOf } from '@cho-dep/core/notifications/notification-target';
import { translate } from '@cho-dep/i18n/translate';
import { eq } from 'drizzle-orm';
import { users } from '../accounts/users.tables';
import type { AppContext } from '../app/app-context';
import { sendPushToUser } from '../push/send-push';
import { presenceOf } from '../realtime/presence';
import { shops } from '../shops/shops.tables';
import type { ChatMessageView } from './chat-view-schemas';
import type { RoomMembers } from './room-members';

type Language = 'vi' | 'en' | 'ko';

/** A message in a line of a push, in the recipient's language. */
function previewOf(message: ChatMessageView, language: Language): string {
  if (message.kind === 'image') return translate(language, 'chatSuggestions.push.image');
  if (message.kind === 'product')
    return translate(language, 'chatSuggestions.push.product', { name: message.product?.name ?? '' });
  if (message.kind === 'order')
    return translate(language, 'chatSuggestions.push.order', { code: message.order?.code ?? '' });
  return message.text;
}

async function deliver(ctx: AppContext, members: RoomMembers, message: ChatMessageView): Promise<void> {
  const toShop = message.senderSide === 'buyer';
  const recipientId = toShop ? members.shopOwnerId : members.buyerId;
  // A member with a page open hears the message on the socket; a push would say it twice.
  const [presence] = await presenceOf(ctx, [recipientId]);
  if (presence?.online) return;
  const db = ctx.database.db;
  const [recipient] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, recipientId));
  const [sender] = toShop
    ? await db.select({ name: users.fullName }).from(users).where(eq(users.id, members.buyerId))
    : await db.select({ name: shops.name }).from(shops).where(eq(shops.id, members.shopId));
  const language = recipient?.language ?? 'vi';
  const data = pushDataOf(
    {
      // One push per room on the device: a newer message replaces the older one.
      id: `chat-${members.roomId}`,
      kind: toShop ? 'seller_chat.message' : 'chat.message',
      targetType: 'chat_room',
      targetId: members.roomId,
    },
    { title: sender?.name ?? '', body: previewOf(message, language) },
  );
  await sendPushToUser(ctx, recipientId, data);
}

/**
 * After a message commits, the recipient's devices get a Web Push when they have no page open.
 * Not awaited: the sender's answer does not wait for push services, and a failed push is only
 * logged (the message is stored and shows at the next visit).
 */
export function pushNewMessage(ctx: AppContext, members: RoomMembers, message: ChatMessageView): void {
  deliver(ctx, members, message).catch((error: unknown) => {
    ctx.logger.warn({ err: String(error), roomId: members.roomId }, 'chat push not sent');
  });
}
