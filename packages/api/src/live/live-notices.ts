import type { Tx } from '@cho-dep/db/client';
import { and, asc, eq, gt } from 'drizzle-orm';
import { shopFollows } from '../follows/follows.tables';
import { notify } from '../notifications/notify';
import { shops } from '../shops/shops.tables';

/** Followers are notified in slices, so a popular shop never builds one huge statement. */
const SLICE = 1000;

/**
 * Tells every follower of the live's shop that it was scheduled or has started, so they can
 * plan to watch and come when it begins; in the caller's transaction: nothing is sent if the
 * change rolls back. A tap opens the live's own page: the watch page while it is on air, its
 * countdown before, its replay after.
 */
export async function notifyFollowers(
  tx: Tx,
  live: { id: string; shopId: string; title: string; scheduledAt: Date },
  kind: 'live.scheduled' | 'live.started',
  now: Date,
): Promise<number> {
  const [shop] = await tx.select({ name: shops.name }).from(shops).where(eq(shops.id, live.shopId));
  if (!shop) return 0;
  let after = '00000000-0000-0000-0000-000000000000';
  let sent = 0;
  for (;;) {
    const followers = await tx
      .select({ userId: shopFollows.userId })
      .from(shopFollows)
      .where(and(eq(shopFollows.shopId, live.shopId), gt(shopFollows.userId, after)))
      .orderBy(asc(shopFollows.userId))
      .limit(SLICE);
    if (followers.length === 0) return sent;
    await notify(
      tx,
      followers.map((f) => ({
        userId: f.userId,
        kind,
        params: { shop: shop.name, title: live.title, liveId: live.id, at: live.scheduledAt.toISOString() },
        targetType: 'live' as const,
        targetId: live.id,
      })),
      now,
    );
    sent += followers.length;
    after = followers.at(-1)?.userId ?? after;
    if (followers.length < SLICE) return sent;
  }
}
