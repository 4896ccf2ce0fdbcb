import { spawnSync } from 'node:child_process';
import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import WebSocket from 'ws';
import type { AppContext } from '../app/app-context';
import { attachLiveIngest } from './ingest-socket';
import type { LiveIngestPort } from './live-ingest-port';

/**
 * A few seconds of test pattern and tone as a browser records them: H.264 and Opus in
 * Matroska (Chromium's `video/x-matroska;codecs=avc1,opus`), a keyframe each second.
 */
export function recordedTestVideo(seconds: number): Buffer {
  const result = spawnSync(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=30'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000', '-t', String(seconds)],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-g', '30', '-pix_fmt', 'yuv420p'],
      ...['-c:a', 'libopus', '-f', 'matroska', 'pipe:1'],
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  if (result.status !== 0) throw new Error(`ffmpeg could not make the test video: ${result.stderr}`);
  return result.stdout;
}

/** The live domain as the ingest sees it, with one key per live and what it was told. */
export function fakeLivePort(keys: Record<string, string>) {
  const started: string[] = [];
  const ended: { liveId: string; replayPath: string | null }[] = [];
  const port: LiveIngestPort = {
    authenticateIngest: async (_ctx, liveId, streamKey) =>
      keys[liveId] === streamKey ? { shopId: 'shop' } : null,
    markLiveStarted: async (_ctx, liveId) => {
      started.push(liveId);
    },
    markLiveEnded: async (_ctx, liveId, { replayPath }) => {
      ended.push({ liveId, replayPath });
    },
  };
  return { port, started, ended };
}

/** The API and the ingest on a real HTTP server, as the web server runs them. */
export async function startIngestServer(
  app: { ctx: AppContext; api: { fetch: (request: Request) => Response | Promise<Response> } },
  port: LiveIngestPort,
  reconnectGraceMs = 300,
  segmentSeconds?: number,
  withRtmp = false,
) {
  const server = createAdaptorServer({ fetch: app.api.fetch }) as HttpServer;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  let resolveRtmp: (port: number) => void = () => {};
  const rtmpPort = new Promise<number>((resolve) => {
    resolveRtmp = resolve;
  });
  const closeIngest = attachLiveIngest(server, app.ctx, {
    port,
    reconnectGraceMs,
    segmentSeconds,
    rtmp: withRtmp ? { port: 0, onListening: resolveRtmp } : undefined,
  });
  const { port: listening } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${listening}`,
    /** The RTMP ingest's URL prefix (`rtmp://127.0.0.1:port/live`), with `withRtmp`. */
    rtmpBase: withRtmp ? rtmpPort.then((p) => `rtmp://127.0.0.1:${p}/live`) : null,
    async close() {
      await closeIngest();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A publisher's socket, with every text message it heard and how it was closed. */
export function publisher(url: string, liveId: string, headers: Record<string, string> = {}) {
  const socket = new WebSocket(`${url.replace('http', 'ws')}/live-ingest/${liveId}`, { headers });
  const heard: { type: string; [key: string]: unknown }[] = [];
  socket.on('message', (data, isBinary) => {
    if (!isBinary) heard.push(JSON.parse(data.toString()));
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return { socket, heard, closed, opened };
}

/** Sends a recording in chunks as MediaRecorder does (a chunk every `everyMs`). */
export async function sendInChunks(socket: WebSocket, bytes: Buffer, chunkBytes = 32 * 1024, everyMs = 5) {
  for (let offset = 0; offset < bytes.length; offset += chunkBytes) {
    socket.send(bytes.subarray(offset, offset + chunkBytes));
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

export async function until<T>(check: () => T | undefined | false | null, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('the expected state did not come in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
