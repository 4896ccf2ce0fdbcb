import type { ChatSide } from '@cho-dep/core/chat/chat-schemas';
import { AppError } from '@cho-dep/core/errors/app-error';
import type { Db } from '@cho-dep/db/client';
import { approvedShopOf } from '../shops/current-shop';
import type { Inbox } from './chat-room-views';
import { canActAs, type RoomMembers, roomMembers } from './room-members';

/**
 * Who may touch a room: its buyer as 'buyer', its shop's owner as 'shop'. Anyone else, and a
 * seller asking as 'shop' about another shop's room, learns nothing: the answer is the same
 * 404 as for a room that does not exist.
 */
export async function memberOf(db: Db, roomId: string, userId: string, side: ChatSide): Promise<RoomMembers> {
  const members = await roomMembers(db, roomId);
  if (!members || !canActAs(members, userId, side)) throw new AppError('NOT_FOUND');
  return members;
}

/** The inbox a user reads as `side`: their own, or their approved shop's (403 without one). */
export async function inboxOf(db: Db, userId: string, side: ChatSide): Promise<Inbox> {
  if (side === 'buyer') return { side, buyerId: userId };
  const shop = await approvedShopOf(db, userId);
  if (!shop) throw new AppError('FORBIDDEN');
  return { side, shopId: shop.id };
}

/** A field refused with an i18n key, as a 400 the forms show under the field. */
export function invalidField(path: string, message: string, params?: Record<string, number>): AppError {
  return new AppError('VALIDATION_FAILED', { fields: [{ path, message, params }] });
}
