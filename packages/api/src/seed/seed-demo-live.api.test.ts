import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveDetailView, LiveSummaryView } from '../live/live-view-schemas';
import { apiCaller } from '../testing/api-caller';
import { createTestApp } from '../testing/test-app';
import { seedDemoDataOnce } from './seed-demo';
import { seedDemoLiveOnce } from './seed-demo-live';

describe('demo lives', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoDataOnce(t.ctx, { products: 160 });
    expect(await seedDemoLiveOnce(t.ctx)).toBe(true);
    expect(await seedDemoLiveOnce(t.ctx)).toBe(false);
  }, 300_000);
  afterAll(() => t.close());

  it('lists a live scheduled for later, and keeps a replay with its chapters on the shop', async () => {
    const call = apiCaller(t.api);
    const list = await call<{ items: LiveSummaryView[] }>({}, 'GET', '/api/v1/lives');
    const [upcoming] = list.body.data?.items ?? [];
    expect(upcoming?.state).toBe('scheduled');
    const shopLives = await call<{ items: LiveSummaryView[] }>(
      {},
      'GET',
      `/api/v1/shops/${upcoming?.shop.id}/lives`,
    );
    const replay = shopLives.body.data?.items.find((l) => l.state === 'ended');
    const detail = await call<LiveDetailView>({}, 'GET', `/api/v1/lives/${replay?.id}`);
    expect(detail.body.data?.chapters.map((c) => c.offsetSeconds)).toEqual([0, 25, 50]);
    expect(detail.body.data?.replayPath).toMatch(/\.m3u8$/);
    const messages = await call<unknown[]>({}, 'GET', `/api/v1/lives/${replay?.id}/messages`);
    expect(messages.body.data?.length).toBeGreaterThan(0);
  });
});
