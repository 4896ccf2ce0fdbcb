import { randomUUID } from 'node:crypto';
import type { Tx } from '@cho-dep/db/client';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../app/app-context';
import { liveFeatured, liveMessages, livePins, lives } from '../live/live.tables';
import { scheduleLapse } from '../live/live-lapse';
import { drawStreamKey, hashStreamKey } from '../live/stream-key';
import { recordDemoReplay } from '../live-media/demo-replay';
import { loadDemoOrderBuyers, loadDemoOrderShops } from './demo-order-buyers-and-shops';

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;
/** The replay's video is this long: the three chapters and the chat fall inside it. */
const REPLAY_SECONDS = 80;

const REPLAY_CHAT = [
  'Chào shop ạ!',
  'Áo này có size L không shop?',
  'Màu đen đẹp quá',
  'Giá live rẻ ghê, chốt 1 cái',
  'Shop ship Hà Nội mấy ngày ạ?',
  'Đã đặt rồi nha shop',
];

/**
 * The demo lives, once per database: also on a database seeded before live shopping existed
 * (the advisory lock keeps two starting processes from both adding them). True when added.
 */
export async function seedDemoLiveOnce(ctx: AppContext): Promise<boolean> {
  const replayId = await ctx.database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(5483063)`);
    const [any] = await tx.select({ id: lives.id }).from(lives).limit(1);
    if (any) return false;
    return seedDemoLive(tx, ctx.now());
  });
  if (typeof replayId === 'string') await recordReplayVideo(ctx, replayId);
  return replayId !== false;
}

/**
 * The replay's video, recorded once at seed time (a few seconds of ffmpeg): a fresh start shows
 * a playable replay. Without ffmpeg the replay stays without video and the seed goes on.
 */
async function recordReplayVideo(ctx: AppContext, liveId: string): Promise<void> {
  const started = Date.now();
  const path = await recordDemoReplay(ctx, liveId, REPLAY_SECONDS).catch((error: unknown) => {
    ctx.logger.warn({ err: error, liveId }, 'demo replay: not recorded');
    return null;
  });
  if (!path) {
    ctx.logger.info(
      { liveId },
      'demo replay: no video (ffmpeg missing or failed), the replay is shown without it',
    );
    return;
  }
  await ctx.database.db.update(lives).set({ replayPath: path }).where(eq(lives.id, liveId));
  ctx.logger.info({ liveId, ms: Date.now() - started }, 'demo replay: video recorded');
}

/**
 * Live shopping alive on a fresh start (decision 063): the demo seller's shop has a live
 * scheduled two hours from the seed ("Sale cuối tuần", its first products lined up) and a
 * short live that ended yesterday, kept as a replay with three chapters (a pin at the start,
 * after 25 and after 50 seconds) and some chat; its video is recorded after this transaction
 * (a test pattern as long as the live). Stream keys are random and never shown: the seller
 * rotates the key in the studio to stream. The replay's id, or false when the demo shop is missing.
 */
async function seedDemoLive(tx: Tx, now: Date): Promise<string | false> {
  const [shop] = await loadDemoOrderShops(tx);
  const buyers = await loadDemoOrderBuyers(tx);
  const productIds = [...new Set((shop?.lines ?? []).map((l) => l.productId))].slice(0, 4);
  if (!shop || productIds.length < 3) return false;
  const upcomingId = randomUUID();
  const replayId = randomUUID();
  const startedAt = new Date(now.getTime() - 26 * HOUR_MS);
  await tx.insert(lives).values([
    {
      id: upcomingId,
      shopId: shop.id,
      title: 'Sale cuối tuần: đồ mới về, giá live',
      scheduledAt: new Date(now.getTime() + 2 * HOUR_MS),
      streamKeyHash: hashStreamKey(drawStreamKey(), upcomingId),
      createdAt: new Date(now.getTime() - 3 * HOUR_MS),
      updatedAt: new Date(now.getTime() - 3 * HOUR_MS),
    },
    {
      id: replayId,
      shopId: shop.id,
      title: 'Tối thứ sáu: thử đồ cùng shop',
      scheduledAt: startedAt,
      state: 'ended',
      streamKeyHash: hashStreamKey(drawStreamKey(), replayId),
      startedAt,
      endedAt: new Date(startedAt.getTime() + REPLAY_SECONDS * SECOND_MS),
      replayPath: null,
      viewerPeak: 128,
      createdAt: new Date(startedAt.getTime() - 24 * HOUR_MS),
      updatedAt: new Date(startedAt.getTime() + REPLAY_SECONDS * SECOND_MS),
    },
  ]);
  // Left unstarted, the upcoming live is called off an hour after its time, as any live.
  await scheduleLapse(tx, { id: upcomingId, scheduledAt: new Date(now.getTime() + 2 * HOUR_MS) });
  await tx
    .insert(liveFeatured)
    .values(
      [upcomingId, replayId].flatMap((liveId) =>
        productIds.map((productId, position) => ({ liveId, kind: 'product' as const, productId, position })),
      ),
    );
  const chapterSeconds = [0, 25, 50];
  await tx.insert(livePins).values(
    chapterSeconds.map((seconds, i) => ({
      liveId: replayId,
      kind: 'product' as const,
      productId: productIds[i] as string,
      pinnedAt: new Date(startedAt.getTime() + seconds * SECOND_MS),
      unpinnedAt: new Date(startedAt.getTime() + (chapterSeconds[i + 1] ?? REPLAY_SECONDS) * SECOND_MS),
    })),
  );
  if (buyers.length === 0) return replayId;
  await tx.insert(liveMessages).values(
    REPLAY_CHAT.map((text, i) => ({
      liveId: replayId,
      userId: (buyers[i % buyers.length] as { id: string }).id,
      text,
      createdAt: new Date(startedAt.getTime() + (5 + i * 12) * SECOND_MS),
    })),
  );
  return replayId;
}
