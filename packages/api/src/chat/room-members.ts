import type { Db, Tx } from '@cho-dep/db/client';
import { eq } from 'drizzle-orm';
import { shops } from '../shops/shops.tables';
import { chatRooms } from './chat.tables';

/** Who is in a room: the buyer, and the shop's owner who answers for it. */
export interface RoomMembers {
  roomId: string;
  buyerId: string;
  shopId: string;
  shopOwnerId: string;
}

/** The members of a room, or null when there is no such room. */
export async function roomMembers(db: Db | Tx, roomId: string): Promise<RoomMembers | null> {
  const [row] = await db
    .select({
      roomId: chatRooms.id,
      buyerId: chatRooms.buyerId,
      shopId: chatRooms.shopId,
      shopOwnerId: shops.ownerUserId,
    })
    .from(chatRooms)
    .innerJoin(shops, eq(shops.id, chatRooms.shopId))
    .where(eq(chatRooms.id, roomId))
    .limit(1);
  return row ?? null;
}

/** Which side of the room a user may act as, or null when they are not a member of it. */
export function canActAs(members: RoomMembers, userId: string, side: 'buyer' | 'shop'): boolean {
  return side === 'buyer' ? members.buyerId === userId : members.shopOwnerId === userId;
}
