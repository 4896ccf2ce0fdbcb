import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { fakeLivePort, startIngestServer } from './ingest-test-kit';
import { rtmpTarget } from './rtmp-ingest';

/** What OBS does: a test pattern and a tone, H.264 and AAC, published as FLV over RTMP in real time. */
function obs(url: string, seconds = 30): { child: ChildProcess; exited: Promise<number | null> } {
  const child = spawn(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-re'],
      ...['-f', 'lavfi', '-i', `testsrc=size=320x240:rate=30:duration=${seconds}`],
      ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${seconds}`],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '30'],
      ...['-pix_fmt', 'yuv420p', '-c:a', 'aac', '-f', 'flv', url],
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  return { child, exited };
}

async function poll<T>(check: () => Promise<T | null>, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('the expected state did not come in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('OBS ingest over RTMP', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let server: Awaited<ReturnType<typeof startIngestServer>>;
  let base: string;
  const liveId = randomUUID();
  const live = fakeLivePort({ [liveId]: 'obs-key' });
  const dataDir = mkdtempSync(join(tmpdir(), 'cho-dep-rtmp-'));
  const running: ChildProcess[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    (t.ctx.config as { DATA_DIR: string }).DATA_DIR = dataDir;
    server = await startIngestServer(t, live.port, 300, undefined, true);
    base = (await server.rtmpBase) as string;
  });
  afterAll(async () => {
    for (const child of running) child.kill('SIGKILL');
    await server.close();
    await t.close();
  });

  const stateOf = async (id: string) =>
    (await (await fetch(`${server.url}/api/v1/live-media/${id}`)).json()).data;

  it("reads the live and key from OBS's server + stream key, or from one URL", () => {
    expect(rtmpTarget(`live/${liveId}`, 'k')).toEqual({ liveId, streamKey: 'k' });
    expect(rtmpTarget('live', `${liveId}/k`)).toEqual({ liveId, streamKey: 'k' });
    expect(rtmpTarget('live', 'k')).toBeNull();
    expect(rtmpTarget('other', `${liveId}/k`)).toBeNull();
  });

  it('refuses a wrong key and writes nothing', async () => {
    const wrong = obs(`${base}/${liveId}/guess`, 5);
    running.push(wrong.child);
    expect(await wrong.exited).not.toBe(0);
    expect(live.started).toEqual([]);
    expect(existsSync(join(dataDir, 'live-media', liveId))).toBe(false);
  });

  it('puts the live on air from OBS: segments in the same runs as the browser ingest, one publisher at a time', async () => {
    const started = Date.now();
    const publisher = obs(`${base}/${liveId}/obs-key`);
    running.push(publisher.child);
    const media = await poll(async () => {
      const state = await stateOf(liveId);
      if (state.state !== 'live' || !state.playlistUrl) return null;
      const text = await (await fetch(`${server.url}${state.playlistUrl}`)).text();
      return text.includes('#EXTINF') ? { playlistUrl: state.playlistUrl as string, text } : null;
    });
    // Ingest to playlist: from the publisher's first byte to a playlist with a segment.
    console.info(`rtmp ingest to playlist: ${Date.now() - started} ms`);
    expect(live.started).toEqual([liveId]);
    const second = obs(`${base}/${liveId}/obs-key`, 5);
    running.push(second.child);
    expect(await second.exited).not.toBe(0);
    publisher.child.kill('SIGINT');
    await publisher.exited;
    const runId = media.playlistUrl.split('/').at(-2) ?? '';
    const playlistFile = join(dataDir, 'live-media', liveId, runId, 'index.m3u8');
    await poll(async () => readFileSync(playlistFile, 'utf8').includes('#EXT-X-ENDLIST'));
  });
});
