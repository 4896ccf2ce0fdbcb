import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobHandlers } from '../app/start-background';
import { runDueJobs } from '../jobs/job-runner';
import { prepareCheckoutData } from '../testing/address-fixtures';
import { createTestApp } from '../testing/test-app';
import { markLiveEnded, markLiveStarted } from './live-ingest-auth';
import { liveWorld } from './live-test-world';
import type { LiveDetailView } from './live-view-schemas';

const DAY_MS = 86_400_000;

/** A live's folder as the pipeline leaves it: one run with a segment, a half-written file, a replay. */
function writeVideo(dataDir: string, liveId: string, withReplay: boolean) {
  const run = join(dataDir, 'live-media', liveId, '20261128T000000-abc');
  mkdirSync(run, { recursive: true });
  writeFileSync(join(run, 'index.m3u8'), '#EXTM3U\n#EXTINF:1.0,\nseg-00000.m4s\n#EXT-X-ENDLIST\n');
  writeFileSync(join(run, 'seg-00000.m4s'), 'x');
  writeFileSync(join(run, 'seg-00001.m4s.tmp'), 'x');
  if (withReplay) writeFileSync(join(dataDir, 'live-media', liveId, 'replay.m3u8'), '#EXTM3U\n');
  return run;
}

describe('live video retention', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const dataDir = mkdtempSync(join(tmpdir(), 'cho-dep-retention-'));

  beforeAll(async () => {
    t = await createTestApp();
    (t.ctx.config as { DATA_DIR: string }).DATA_DIR = dataDir;
    await prepareCheckoutData(t.ctx);
  });
  afterAll(() => t.close());

  it('clears leftovers after the end, and the replay after 30 days: the live then says so', async () => {
    const world = await liveWorld(t);
    const replayed = await world.schedule({ scheduledAt: world.inMinutes(5) });
    const unreplayed = await world.schedule({ scheduledAt: world.inMinutes(5) });
    const replayedRun = writeVideo(dataDir, replayed.live.id, true);
    writeVideo(dataDir, unreplayed.live.id, false);
    for (const { live } of [replayed, unreplayed]) await markLiveStarted(t.ctx, live.id);
    await markLiveEnded(t.ctx, replayed.live.id, {
      replayPath: `/live-media/${replayed.live.id}/replay.m3u8`,
    });
    await markLiveEnded(t.ctx, unreplayed.live.id, { replayPath: null });
    const detail = async (id: string) =>
      (await world.call<LiveDetailView>({}, 'GET', `/api/v1/lives/${id}`)).body.data;

    // Right after the end nothing is touched: the pipeline may still write the replay.
    await runDueJobs(t.ctx, jobHandlers);
    expect(existsSync(join(replayedRun, 'seg-00001.m4s.tmp'))).toBe(true);

    t.advance(2 * 60 * 60_000);
    await runDueJobs(t.ctx, jobHandlers);
    expect(existsSync(join(dataDir, 'live-media', unreplayed.live.id))).toBe(false);
    expect(existsSync(join(replayedRun, 'seg-00001.m4s.tmp'))).toBe(false);
    expect(existsSync(join(replayedRun, 'seg-00000.m4s'))).toBe(true);
    expect(await detail(replayed.live.id)).toMatchObject({ replayExpired: false });
    expect((await detail(replayed.live.id))?.replayPath).not.toBeNull();

    t.advance(30 * DAY_MS);
    await runDueJobs(t.ctx, jobHandlers);
    expect(existsSync(join(dataDir, 'live-media', replayed.live.id))).toBe(false);
    expect(await detail(replayed.live.id)).toMatchObject({ replayPath: null, replayExpired: true });
  });
});
