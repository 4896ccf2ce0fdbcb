/**
 * Viewers of one live on one server process (decision 062): a publisher sends a generated
 * camera-like stream (ffmpeg `testsrc` in real time, H.264 + Opus in Matroska, as Chromium
 * records) over the ingest socket; the server's ffmpeg writes 1 s fMP4 HLS; N simulated viewers
 * each do what hls.js does on a live: reload the playlist every target duration (1 s), and fetch
 * each new segment once (starting 3 segments behind, like `liveSyncDuration` 2-3). For each level
 * of viewers it reports requests a second, the segment answer time (p50/p95), how many segments
 * arrived later than their own length after they were listed (a stalled viewer), the server's CPU
 * (the process and its ffmpeg) and its memory, and the load average.
 *
 *   npm run bench -- live-viewers [--viewers 50,200,500] [--seconds 15] [--bitrate 1500k] [--size 854x480]
 *
 * The server is a child process (this file with --serve): the API and the ingest on a real HTTP
 * server over an embedded database in a temporary folder. The viewers share this process, on
 * the same 2 cores, so the figures are a floor of what the server alone could do.
 */
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { Agent, type Server as HttpServer, get as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '@cho-dep/api/app/config';
import { createApi } from '@cho-dep/api/app/create-api';
import { createAppContext } from '@cho-dep/api/app/create-app-context';
import { attachLiveIngest } from '@cho-dep/api/live-media/ingest-socket';
import { createAdaptorServer } from '@hono/node-server';
import WebSocket from 'ws';
import { machineNote, numberArg, readArgs } from './lib/args';
import { treeCpuSeconds } from './lib/process-cpu';

const LIVE_ID = '00000000-0000-4000-8000-000000000062';
const STREAM_KEY = 'bench-key';

const args = readArgs({
  serve: { type: 'boolean' },
  viewers: { type: 'string' },
  seconds: { type: 'string' },
  bitrate: { type: 'string' },
  size: { type: 'string' },
});

if (args.serve) await serve();
else await run();

/** The server process: API + ingest, a live whose key is STREAM_KEY. */
async function serve() {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    PAYMENT_SIMULATOR: 'on',
    CARRIER_SIMULATOR: 'on',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'cho-dep-live-bench-')),
  });
  const ctx = await createAppContext(config);
  const server = createAdaptorServer({ fetch: createApi(ctx).fetch }) as HttpServer;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  attachLiveIngest(server, ctx, {
    port: {
      authenticateIngest: async (_ctx, liveId, key) =>
        liveId === LIVE_ID && key === STREAM_KEY ? { shopId: 'bench' } : null,
      markLiveStarted: async () => {},
      markLiveEnded: async () => {},
    },
  });
  process.on('message', (message: { kind: string }) => {
    if (message.kind === 'memory') process.send?.({ kind: 'memory', rss: process.memoryUsage().rss });
    if (message.kind === 'stop') process.exit(0);
  });
  process.send?.({ kind: 'ready', url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
}

async function run() {
  const levels = ((args.viewers as string | undefined) ?? '50,200,500').split(',').map(Number);
  const seconds = numberArg(args.seconds, 15);
  const bitrate = (args.bitrate as string | undefined) ?? '1500k';
  const size = (args.size as string | undefined) ?? '854x480';

  const child = fork(new URL(import.meta.url).pathname, ['--serve'], { execArgv: ['--import', 'tsx'] });
  const url = await new Promise<string>((resolve) =>
    child.on('message', (m: { kind: string; url?: string }) => m.kind === 'ready' && resolve(m.url ?? '')),
  );
  const publisher = await publish(url, size, bitrate);
  const playlistUrl = await waitForPlaylist(url);
  console.log(
    `live-viewers · ${size} at ${bitrate} · 1 s segments · ${seconds} s per level · ${await machineNote()}`,
  );
  console.log(
    'viewers | req/s | playlist p95 ms | segment p50/p95 ms | late segments | MB/s out | server CPU % | server RSS MB',
  );
  for (const viewers of levels) {
    const cpuBefore = treeCpuSeconds(child.pid) ?? 0;
    const result = await watch(playlistUrl, viewers, seconds);
    const cpu = ((treeCpuSeconds(child.pid) ?? 0) - cpuBefore) / seconds;
    const rss = await memoryOf(child);
    console.log(
      `${viewers} | ${(result.requests / seconds).toFixed(0)} | ${pct(result.playlistMs, 0.95)} | ${pct(result.segmentMs, 0.5)}/${pct(result.segmentMs, 0.95)} | ${result.late}/${result.segments} | ${(result.bytes / seconds / 1e6).toFixed(1)} | ${(cpu * 100).toFixed(0)} | ${(rss / 1e6).toFixed(0)}`,
    );
  }
  console.log(await machineNote());
  publisher.kill('SIGKILL');
  child.send({ kind: 'stop' });
  process.exit(0);
}

/** ffmpeg makes the "camera" in real time and the socket carries it, as a seller's browser would. */
async function publish(url: string, size: string, bitrate: string): Promise<ChildProcess> {
  const socket = new WebSocket(`${url.replace('http', 'ws')}/live-ingest/${LIVE_ID}`);
  await new Promise((resolve) => socket.once('open', resolve));
  socket.send(
    JSON.stringify({ type: 'hello', streamKey: STREAM_KEY, mimeType: 'video/x-matroska;codecs=avc1,opus' }),
  );
  await new Promise((resolve) => socket.once('message', resolve));
  const camera = spawn('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-re', '-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=30`],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '30', '-b:v', bitrate],
    ...['-pix_fmt', 'yuv420p', '-c:a', 'libopus', '-f', 'matroska', 'pipe:1'],
  ]);
  camera.stdout.on('data', (chunk: Buffer) => socket.send(chunk));
  return camera;
}

async function waitForPlaylist(url: string): Promise<string> {
  for (;;) {
    const state = (await (await fetch(`${url}/api/v1/live-media/${LIVE_ID}`)).json()) as {
      data: { playlistUrl: string | null };
    };
    if (state.data.playlistUrl) {
      await new Promise((resolve) => setTimeout(resolve, 4000));
      return `${url}${state.data.playlistUrl}`;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** N viewers for `seconds`, each reloading the playlist and fetching new segments like hls.js. */
async function watch(playlistUrl: string, viewers: number, seconds: number) {
  const folder = playlistUrl.slice(0, playlistUrl.lastIndexOf('/') + 1);
  const totals = {
    requests: 0,
    bytes: 0,
    segments: 0,
    late: 0,
    playlistMs: [] as number[],
    segmentMs: [] as number[],
  };
  const until = Date.now() + seconds * 1000;
  const listedAt = new Map<string, number>();
  const agent = new Agent({ keepAlive: true, maxSockets: viewers });
  const viewer = async (index: number) => {
    await new Promise((resolve) => setTimeout(resolve, (index / viewers) * 1000));
    const seen = new Set<string>();
    let first = true;
    while (Date.now() < until) {
      const started = performance.now();
      const text = (await get(playlistUrl)).toString('utf8');
      totals.playlistMs.push(performance.now() - started);
      const segments = text.split('\n').filter((line) => line.endsWith('.m4s'));
      for (const name of first ? segments.slice(0, -3) : []) seen.add(name);
      if (first) {
        seen.add('init.mp4');
        await get(`${folder}init.mp4`);
      }
      first = false;
      for (const name of segments) {
        if (seen.has(name)) continue;
        seen.add(name);
        if (!listedAt.has(name)) listedAt.set(name, Date.now());
        const segmentStarted = performance.now();
        await get(`${folder}${name}`);
        totals.segmentMs.push(performance.now() - segmentStarted);
        totals.segments++;
        // Later than a segment's own length after it was listed: this viewer's picture stalls.
        if (Date.now() - (listedAt.get(name) ?? 0) > 1000) totals.late++;
      }
      const wait = 1000 - (performance.now() - started);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
  };
  // node:http with kept-alive connections, one per viewer: lighter on this shared process than fetch.
  const get = (target: string) =>
    new Promise<Buffer>((resolve, reject) => {
      httpGet(target, { agent }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const body = Buffer.concat(chunks);
          totals.bytes += body.length;
          totals.requests++;
          resolve(body);
        });
      }).on('error', reject);
    });
  await Promise.all(Array.from({ length: viewers }, (_, index) => viewer(index)));
  agent.destroy();
  return totals;
}

function memoryOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.once('message', (m: { rss: number }) => resolve(m.rss));
    child.send({ kind: 'memory' });
  });
}

function pct(values: number[], p: number): string {
  if (values.length === 0) return '-';
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0).toFixed(0);
}
