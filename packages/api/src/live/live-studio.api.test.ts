import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobHandlers } from '../app/start-background';
import { runDueJobs } from '../jobs/job-runner';
import { prepareCheckoutData } from '../testing/address-fixtures';
import { createTestApp } from '../testing/test-app';
import { insertSignedInUser } from '../testing/user-fixtures';
import { authenticateIngest, markLiveEnded, markLiveStarted } from './live-ingest-auth';
import { liveWorld, SELLER_LIVES, type SellerLive } from './live-test-world';
import type { LiveDetailView, LiveSummaryView } from './live-view-schemas';

describe('the live studio', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let w: Awaited<ReturnType<typeof liveWorld>>;

  beforeAll(async () => {
    t = await createTestApp();
    await prepareCheckoutData(t.ctx);
    w = await liveWorld(t);
  });
  afterAll(() => t.close());

  describe('scheduling', () => {
    it('schedules a live with its line-up, shows the stream key once and tells the followers', async () => {
      const fan = await w.follower();
      const { live, streamKey } = await w.schedule();
      expect(streamKey.length).toBeGreaterThanOrEqual(32);
      expect(live).toMatchObject({
        state: 'scheduled',
        title: 'Sale cuối tuần',
        viewers: 0,
        chapters: [],
        pin: null,
      });
      expect(live.products.map((p) => p.card.id)).toEqual([w.seller.productId]);
      expect(live.ingest).toEqual({
        websocketPath: `/live-ingest/${live.id}`,
        rtmpUrl: expect.stringMatching(new RegExp(`^rtmp://[^/]+:1935/live/${live.id}$`)),
      });
      const detail = await w.call<SellerLive>(w.seller.headers, 'GET', `${SELLER_LIVES}/${live.id}`);
      expect(JSON.stringify(detail.body)).not.toContain(streamKey);
      const told = await w.notificationsOf(fan.userId, 'live.scheduled');
      expect(told).toHaveLength(1);
      expect(told[0]?.params).toMatchObject({ title: 'Sale cuối tuần', liveId: live.id });
      // A tap opens the live's own page, not the shop's.
      expect(told[0]).toMatchObject({ targetType: 'live', targetId: live.id });
    });

    it('refuses a start in the past or beyond 30 days, a foreign product, an empty title', async () => {
      const other = await insertSignedInUser(t.ctx);
      const cases: [Record<string, unknown>, string][] = [
        [{ scheduledAt: w.inMinutes(0) }, 'scheduledAt'],
        [{ scheduledAt: w.inMinutes(31 * 24 * 60) }, 'scheduledAt'],
        [{ productIds: [other.userId] }, 'productIds.0'],
        [{ title: '' }, 'title'],
        [{ coverKey: 'shops/another/lives/x' }, 'coverKey'],
      ];
      for (const [extra, path] of cases) {
        const res = await w.call(w.seller.headers, 'POST', SELLER_LIVES, w.input(extra));
        expect(res.status, path).toBe(400);
        expect(res.body.error?.fields.map((f) => f.path)).toContain(path);
      }
    });

    it('is for sellers only: a buyer gets 403, another shop 404 on this live', async () => {
      const buyer = await insertSignedInUser(t.ctx);
      expect((await w.call(buyer.headers, 'POST', SELLER_LIVES, w.input())).status).toBe(403);
      const { live } = await w.schedule();
      const rival = await liveWorld(t);
      expect((await rival.call(rival.seller.headers, 'GET', `${SELLER_LIVES}/${live.id}`)).status).toBe(404);
      expect(
        (await rival.call(rival.seller.headers, 'POST', `${SELLER_LIVES}/${live.id}/cancel`)).status,
      ).toBe(404);
    });

    it('edits a scheduled live and cancels it; a cancelled live is kept as it is', async () => {
      const { live } = await w.schedule();
      const edited = await w.call<SellerLive>(
        w.seller.headers,
        'PUT',
        `${SELLER_LIVES}/${live.id}`,
        w.input({ title: 'Đổi tên' }),
      );
      expect(edited.body.data?.title).toBe('Đổi tên');
      const cancelled = await w.call<SellerLive>(
        w.seller.headers,
        'POST',
        `${SELLER_LIVES}/${live.id}/cancel`,
      );
      expect(cancelled.body.data?.state).toBe('cancelled');
      expect((await w.call(w.seller.headers, 'PUT', `${SELLER_LIVES}/${live.id}`, w.input())).status).toBe(
        409,
      );
      expect((await w.call(w.seller.headers, 'POST', `${SELLER_LIVES}/${live.id}/cancel`)).status).toBe(409);
    });
  });

  describe('the cover', () => {
    async function upload(width: number, height: number) {
      const bytes = await sharp({ create: { width, height, channels: 3, background: '#d33' } })
        .png()
        .toBuffer();
      const form = new FormData();
      form.set('cover', new File([new Uint8Array(bytes)], 'cover.png', { type: 'image/png' }));
      const res = await t.api.request(`${SELLER_LIVES}/covers`, {
        method: 'POST',
        headers: w.seller.headers,
        body: form,
      });
      return { status: res.status, body: (await res.json()) as { data?: { key: string; url: string } } };
    }

    it('is a picture of at least 640x360, stored under the shop and used by key', async () => {
      expect((await upload(600, 300)).status).toBe(400);
      const stored = await upload(1280, 720);
      expect(stored.status).toBe(201);
      const key = stored.body.data?.key as string;
      expect(key.startsWith(`shops/${w.seller.shopId}/lives/`)).toBe(true);
      const { live } = await w.schedule({ coverKey: key });
      expect(live.coverUrl).toEqual(expect.any(String));
    });
  });

  describe('the stream key', () => {
    it('lets the ingest in with the right key only, and only while scheduled or on air', async () => {
      const { live, streamKey } = await w.schedule();
      expect(await authenticateIngest(t.ctx, live.id, streamKey)).toEqual({ shopId: w.seller.shopId });
      expect(await authenticateIngest(t.ctx, live.id, `${streamKey}x`)).toBeNull();
      expect(await authenticateIngest(t.ctx, live.id, '')).toBeNull();
      expect(await authenticateIngest(t.ctx, 'not-a-uuid', streamKey)).toBeNull();
      await markLiveStarted(t.ctx, live.id);
      expect(await authenticateIngest(t.ctx, live.id, streamKey)).not.toBeNull();
      await markLiveEnded(t.ctx, live.id, { replayPath: null });
      expect(await authenticateIngest(t.ctx, live.id, streamKey)).toBeNull();
    });

    it('rotates: the old key stops at once, the new one works', async () => {
      const { live, streamKey } = await w.schedule();
      const rotated = await w.call<{ streamKey: string }>(
        w.seller.headers,
        'POST',
        `${SELLER_LIVES}/${live.id}/stream-key`,
      );
      const fresh = rotated.body.data?.streamKey as string;
      expect(fresh).not.toBe(streamKey);
      expect(await authenticateIngest(t.ctx, live.id, streamKey)).toBeNull();
      expect(await authenticateIngest(t.ctx, live.id, fresh)).toEqual({ shopId: w.seller.shopId });
    });
  });

  describe('going live and ending', () => {
    it('goes on air with the first video (followers told once), ends with the replay and its chapters', async () => {
      const fan = await w.follower();
      const { live } = await w.schedule();
      await markLiveStarted(t.ctx, live.id);
      await markLiveStarted(t.ctx, live.id); // a reconnect of the publisher
      expect(await w.notificationsOf(fan.userId, 'live.started')).toHaveLength(1);
      const pinned = await w.call(w.seller.headers, 'PUT', `${SELLER_LIVES}/${live.id}/pin`, {
        kind: 'product',
        productId: w.seller.productId,
      });
      expect(pinned.status).toBe(200);
      t.advance(90_000);
      await w.call(w.seller.headers, 'DELETE', `${SELLER_LIVES}/${live.id}/pin`);
      const ended = await w.call<SellerLive>(w.seller.headers, 'POST', `${SELLER_LIVES}/${live.id}/end`);
      expect(ended.body.data?.state).toBe('ended');
      expect(ended.body.data?.replayPath).toBeNull();
      // The pipeline finishes the replay after the seller's end: the path is filled in.
      await markLiveEnded(t.ctx, live.id, { replayPath: `/live-media/${live.id}/run-1/index.m3u8` });
      const replay = await w.call<LiveDetailView>({}, 'GET', `/api/v1/lives/${live.id}`);
      expect(replay.body.data).toMatchObject({
        state: 'ended',
        replayPath: `/live-media/${live.id}/run-1/index.m3u8`,
        pin: null,
      });
      expect(replay.body.data?.chapters).toEqual([
        expect.objectContaining({ offsetSeconds: 0, pin: expect.objectContaining({ kind: 'product' }) }),
      ]);
      expect((await w.call(w.seller.headers, 'POST', `${SELLER_LIVES}/${live.id}/end`)).status).toBe(409);
    });
  });

  describe('a live nobody starts', () => {
    it('is called off an hour after its time; one started, or moved later, is left alone', async () => {
      const world = await liveWorld(t);
      const forgotten = await world.schedule({ scheduledAt: world.inMinutes(10) });
      const started = await world.schedule({ scheduledAt: world.inMinutes(10) });
      const moved = await world.schedule({ scheduledAt: world.inMinutes(10) });
      await markLiveStarted(t.ctx, started.live.id);
      await world.call(
        world.seller.headers,
        'PUT',
        `${SELLER_LIVES}/${moved.live.id}`,
        world.input({ scheduledAt: world.inMinutes(200) }),
      );
      t.advance(71 * 60_000);
      await runDueJobs(t.ctx, jobHandlers);
      const stateOf = async (id: string) =>
        (await world.call<SellerLive>(world.seller.headers, 'GET', `${SELLER_LIVES}/${id}`)).body.data?.state;
      expect(await stateOf(forgotten.live.id)).toBe('cancelled');
      expect(await stateOf(started.live.id)).toBe('live');
      expect(await stateOf(moved.live.id)).toBe('scheduled');
      expect(await authenticateIngest(t.ctx, forgotten.live.id, forgotten.streamKey)).toBeNull();
    });
  });

  describe('the lists', () => {
    it('shows lives on air first, then upcoming by start; the shop list keeps its replays still kept', async () => {
      const world = await liveWorld(t);
      const later = await world.schedule({ scheduledAt: world.inMinutes(300) });
      const sooner = await world.schedule({ scheduledAt: world.inMinutes(200) });
      const onAir = await world.schedule({ scheduledAt: world.inMinutes(400) });
      await markLiveStarted(t.ctx, onAir.live.id);
      const list = await world.call<{ items: LiveSummaryView[] }>({}, 'GET', '/api/v1/lives');
      const ids = (list.body.data?.items ?? []).map((l) => l.id);
      expect(ids.indexOf(onAir.live.id)).toBeLessThan(ids.indexOf(sooner.live.id));
      expect(ids.indexOf(sooner.live.id)).toBeLessThan(ids.indexOf(later.live.id));
      await markLiveEnded(t.ctx, onAir.live.id, { replayPath: `${onAir.live.id}/replay.m3u8` });
      const afterEnd = await world.call<{ items: LiveSummaryView[] }>({}, 'GET', '/api/v1/lives');
      expect((afterEnd.body.data?.items ?? []).map((l) => l.id)).not.toContain(onAir.live.id);
      const shop = await world.call<{ items: LiveSummaryView[] }>(
        {},
        'GET',
        `/api/v1/shops/${world.seller.shopId}/lives`,
      );
      expect(shop.body.data?.items.map((l) => l.id)).toEqual([sooner.live.id, later.live.id, onAir.live.id]);
    });

    it('lists the replays still kept, latest first, apart from what is on air', async () => {
      const world = await liveWorld(t);
      const withoutVideo = await world.schedule({ scheduledAt: world.inMinutes(100) });
      const older = await world.schedule({ scheduledAt: world.inMinutes(110) });
      const newer = await world.schedule({ scheduledAt: world.inMinutes(120) });
      for (const live of [withoutVideo, older, newer]) await markLiveStarted(t.ctx, live.live.id);
      await markLiveEnded(t.ctx, withoutVideo.live.id, { replayPath: null });
      await markLiveEnded(t.ctx, older.live.id, { replayPath: `${older.live.id}/replay.m3u8` });
      t.advance(60_000);
      await markLiveEnded(t.ctx, newer.live.id, { replayPath: `${newer.live.id}/replay.m3u8` });
      const replays = async () =>
        (
          await world.call<{ items: LiveSummaryView[] }>({}, 'GET', '/api/v1/lives?section=replays')
        ).body.data?.items.map((l) => l.id) ?? [];
      const kept = await replays();
      expect(kept.indexOf(newer.live.id)).toBeGreaterThanOrEqual(0);
      expect(kept.indexOf(newer.live.id)).toBeLessThan(kept.indexOf(older.live.id));
      expect(kept).not.toContain(withoutVideo.live.id);
      const now = await world.call<{ items: LiveSummaryView[] }>({}, 'GET', '/api/v1/lives');
      expect(now.body.data?.items.map((l) => l.id)).not.toContain(newer.live.id);
      // Past its keeping time a replay is gone from the list as from the disk.
      t.advance(31 * 24 * 60 * 60_000);
      expect(await replays()).not.toContain(newer.live.id);
      const bad = await world.call({}, 'GET', '/api/v1/lives?section=past');
      expect(bad.status).toBe(400);
    });
  });
});
