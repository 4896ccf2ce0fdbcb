import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { recordDemoReplay } from './demo-replay';
import { INGEST_CLOSE } from './ingest-session';
import {
  fakeLivePort,
  publisher,
  recordedTestVideo,
  sendInChunks,
  startIngestServer,
  until,
} from './ingest-test-kit';

/** Not execFileSync: ffprobe reads from this process's own server. */
const run = promisify(execFile);

describe('live video ingest and playback', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let server: Awaited<ReturnType<typeof startIngestServer>>;
  const liveId = randomUUID();
  const droppedLiveId = randomUUID();
  const keys = { [liveId]: 'right-key', [droppedLiveId]: 'other-key' };
  const live = fakeLivePort(keys);
  let video: Buffer;
  const dataDir = mkdtempSync(join(tmpdir(), 'cho-dep-live-media-'));

  beforeAll(async () => {
    t = await createTestApp();
    (t.ctx.config as { DATA_DIR: string }).DATA_DIR = dataDir;
    server = await startIngestServer(t, live.port);
    video = recordedTestVideo(4);
  });
  afterAll(async () => {
    await server.close();
    await t.close();
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { headers });
  const stateOf = async (id: string) => (await (await get(`/api/v1/live-media/${id}`)).json()).data;

  it('refuses a wrong key, and writes nothing', async () => {
    const wrong = publisher(server.url, liveId);
    await wrong.opened;
    wrong.socket.send(
      JSON.stringify({ type: 'hello', streamKey: 'guess', mimeType: 'video/webm;codecs=h264' }),
    );
    expect((await wrong.closed).code).toBe(INGEST_CLOSE.wrongKey);
    const viaHeader = publisher(server.url, liveId, { 'X-Stream-Key': 'other-key' });
    expect((await viaHeader.closed).code).toBe(INGEST_CLOSE.wrongKey);
    expect(live.started).toEqual([]);
    expect(existsSync(join(dataDir, 'live-media', liveId))).toBe(false);
    expect((await stateOf(liveId)).state).toBe('none');
  });

  it('refuses a socket whose first message is not the key', async () => {
    const client = publisher(server.url, liveId);
    await client.opened;
    client.socket.send(video.subarray(0, 1000));
    expect((await client.closed).code).toBe(INGEST_CLOSE.badHello);
  });

  it('turns the right key and recorder chunks into a live playlist, then a closed replay', async () => {
    const client = publisher(server.url, liveId);
    await client.opened;
    client.socket.send(
      JSON.stringify({
        type: 'hello',
        streamKey: 'right-key',
        mimeType: 'video/x-matroska;codecs=avc1,opus',
      }),
    );
    const ready = await until(() => client.heard.find((m) => m.type === 'ready'));
    expect(live.started).toEqual([liveId]);
    await sendInChunks(client.socket, video.subarray(0, Math.floor(video.length * 0.7)));

    // While live: the playlist is open and never cached.
    const playlistUrl = ready.playlistUrl as string;
    const liveAnswer = await untilOk(() => get(playlistUrl));
    expect(liveAnswer.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(liveAnswer.headers.get('cache-control')).toBe('no-store');
    expect(await liveAnswer.text()).not.toContain('#EXT-X-ENDLIST');
    expect(await stateOf(liveId)).toEqual({ state: 'live', playlistUrl, replayUrl: null });

    await sendInChunks(client.socket, video.subarray(Math.floor(video.length * 0.7)));
    client.socket.send(JSON.stringify({ type: 'end' }));
    const ended = await until(() => client.heard.find((m) => m.type === 'ended'));
    expect((await client.closed).code).toBe(INGEST_CLOSE.ended);
    const replayPath = `/live-media/${liveId}/replay.m3u8`;
    expect(ended.replayUrl).toBe(replayPath);
    expect(live.ended).toEqual([{ liveId, replayPath }]);
    expect(await stateOf(liveId)).toEqual({ state: 'ended', playlistUrl: null, replayUrl: replayPath });

    // The run's playlist is closed now, and may be cached like its segments.
    const closed = await get(playlistUrl);
    expect(closed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const runText = await closed.text();
    expect(runText).toContain('#EXT-X-ENDLIST');
    expect(runText).toContain('#EXT-X-MAP:URI="init.mp4"');
    const segments = runText.split('\n').filter((line) => line.endsWith('.m4s'));
    expect(segments.length).toBeGreaterThanOrEqual(3);

    const runFolder = playlistUrl.replace(/index\.m3u8$/, '');
    const segment = await get(`${runFolder}${segments[0]}`);
    expect(segment.status).toBe(200);
    expect(segment.headers.get('content-type')).toBe('video/mp4');
    expect(segment.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const size = (await segment.arrayBuffer()).byteLength;
    const part = await get(`${runFolder}${segments[0]}`, { Range: 'bytes=0-99' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${size}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    expect((await get(`${runFolder}${segments[0]}`, { Range: `bytes=${size}-` })).status).toBe(416);

    const replay = await get(replayPath);
    expect(replay.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const replayText = await replay.text();
    expect(replayText).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(replayText.trim().endsWith('#EXT-X-ENDLIST')).toBe(true);

    // ffmpeg itself reads the replay over HTTP as a player would: about the recorded 4 seconds.
    const { stdout } = await run('ffprobe', [
      ...['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=nw=1:nk=1'],
      `${server.url}${replayPath}`,
    ]);
    expect(Number(stdout)).toBeGreaterThan(3.9);
  });

  it('ends a live whose publisher went away and did not come back, with the replay of what came', async () => {
    const client = publisher(server.url, droppedLiveId, { 'X-Stream-Key': 'other-key' });
    await until(() => client.heard.find((m) => m.type === 'ready'));
    await sendInChunks(client.socket, video);
    client.socket.terminate();
    const ended = await until(() => live.ended.find((e) => e.liveId === droppedLiveId));
    expect(ended.replayPath).toBe(`/live-media/${droppedLiveId}/replay.m3u8`);
  });

  it('records a demo replay for the demo data, playable like a real one', async () => {
    const demoLiveId = randomUUID();
    const path = await recordDemoReplay(t.ctx, demoLiveId, 3);
    expect(path).toBe(`/live-media/${demoLiveId}/replay.m3u8`);
    const { stdout } = await run('ffprobe', [
      ...['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=nw=1:nk=1'],
      `${server.url}${path}`,
    ]);
    expect(Number(stdout)).toBeGreaterThan(2.9);
    expect((await stateOf(demoLiveId)).state).toBe('ended');
  });

  it('serves nothing outside the files ffmpeg writes, and takes no upload', async () => {
    expect((await get(`/live-media/${liveId}/../../vapid.json`)).status).toBe(404);
    const runs = (await stateOf(liveId)).replayUrl;
    expect(runs).not.toBeNull();
    expect((await get(`/live-media/${liveId}/r0000000000/index.m3u8.tmp`)).status).toBe(404);
    const put = await fetch(`${server.url}/live-media/${liveId}/replay.m3u8`, { method: 'PUT', body: 'x' });
    expect(put.status).toBeGreaterThanOrEqual(400);
    const bad = publisher(server.url, 'no/such..live');
    await expect(bad.opened).rejects.toThrow();
  });
});

async function untilOk(request: () => Promise<Response>, ms = 15_000): Promise<Response> {
  const deadline = Date.now() + ms;
  for (;;) {
    const answer = await request();
    if (answer.ok) return answer;
    if (Date.now() > deadline) throw new Error(`still ${answer.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
