import { randomInt } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { isLiveId, newRunId } from '@cho-dep/core/live-media/hls-files';
import Flv from 'node-media-server/src/protocol/flv.js';
import Rtmp from 'node-media-server/src/protocol/rtmp.js';
import type { AppContext } from '../app/app-context';
import { type HlsProcess, startHlsProcess } from './ffmpeg-hls';
import type { IngestHooks, IngestRun } from './ingest-session';
import type { LiveIngestPort } from './live-ingest-port';
import { liveFolder } from './media-folders';

/** Media arriving while the key is checked waits here, up to this much (then the publisher is dropped). */
const MAX_WAITING_BYTES = 16 * 1024 * 1024;

/**
 * Where OBS publishes: server `rtmp://host:port/live/{liveId}` and the stream key as OBS's
 * "Stream Key" (one URL `rtmp://host:port/live/{liveId}/{key}` for other tools). The live id and
 * key from the RTMP app and stream name, or null when the path is not a live's.
 */
export function rtmpTarget(app: string, name: string): { liveId: string; streamKey: string } | null {
  const parts = `${app}/${name}`.split('/').filter(Boolean);
  const [prefix, liveId, streamKey, ...rest] = parts;
  if (prefix !== 'live' || !liveId || !isLiveId(liveId) || !streamKey || rest.length > 0) return null;
  return { liveId, streamKey };
}

/**
 * One RTMP connection (decision 064): the handshake and commands parsed by node-media-server's
 * protocol code, the key checked by the live domain as for the browser ingest, then the audio
 * and video tags written as FLV into this run's ffmpeg, which copies the H.264 into the same
 * HLS runs as a browser's. Playing is not served: the audience watches the HLS.
 */
class RtmpPublisher implements IngestRun {
  private readonly rtmp = new Rtmp();
  private hls: HlsProcess | null = null;
  private waiting: Buffer[] = [];
  private waitingBytes = 0;
  private closed = false;
  readonly done: Promise<void>;
  private resolveDone!: () => void;

  constructor(
    private readonly ctx: AppContext,
    private readonly port: LiveIngestPort,
    private readonly hooks: IngestHooks,
    private readonly socket: Socket,
    private readonly segmentSeconds: number | undefined,
  ) {
    this.done = new Promise((resolve) => {
      this.resolveDone = resolve;
    });
    let target: ReturnType<typeof rtmpTarget> = null;
    this.rtmp.onOutputCallback = (buffer) => {
      if (!socket.destroyed) socket.write(buffer);
    };
    this.rtmp.onConnectCallback = (request) => {
      target = rtmpTarget(request.app, request.name);
    };
    this.rtmp.onPlayCallback = () => this.drop();
    this.rtmp.onPushCallback = () => {
      if (!target) return this.drop();
      this.authenticate(target.liveId, target.streamKey);
    };
    this.rtmp.onPacketCallback = (packet) => this.write(Flv.createMessage(packet));
    socket.on('data', (data: Buffer) => {
      if (this.rtmp.parserData(data) !== null) this.drop();
    });
    socket.on('error', () => {});
    socket.on('close', () => this.onClose());
  }

  private drop() {
    this.socket.destroy();
  }

  private authenticate(liveId: string, streamKey: string) {
    this.port.authenticateIngest(this.ctx, liveId, streamKey).then(
      async (live) => {
        if (this.closed) return;
        if (!live || !(await this.hooks.claim(liveId))) return this.drop();
        return this.start(liveId);
      },
      (error: unknown) => {
        this.ctx.logger.error({ err: error, liveId }, 'rtmp ingest: key check failed');
        this.drop();
      },
    );
  }

  private async start(liveId: string) {
    const runId = newRunId(this.ctx.now(), randomInt(0, 2 ** 31) / 2 ** 31);
    const folder = join(liveFolder(this.ctx, liveId), runId);
    await mkdir(folder, { recursive: true });
    if (this.closed) return this.hooks.release(liveId);
    const hls = startHlsProcess({ folder, copyVideo: true, segmentSeconds: this.segmentSeconds });
    this.hls = hls;
    this.hooks.started(liveId, this);
    hls.child.stdin.on('drain', () => this.socket.resume());
    hls.child.stdin.write(Flv.createHeader(true, true));
    for (const chunk of this.waiting) hls.child.stdin.write(chunk);
    this.waiting = [];
    hls.exited.then(({ code, errors }) => {
      if (code !== 0 && !this.closed)
        this.ctx.logger.warn({ liveId, code, errors }, 'rtmp ingest: ffmpeg failed');
      this.drop();
      this.hooks.stopped(liveId, this, false);
      this.resolveDone();
    });
    this.port
      .markLiveStarted(this.ctx, liveId)
      .catch((error: unknown) =>
        this.ctx.logger.error({ err: error, liveId }, 'rtmp ingest: start not recorded'),
      );
  }

  private write(tag: Buffer) {
    const stdin = this.hls?.child.stdin;
    if (!stdin) {
      this.waitingBytes += tag.length;
      if (this.waitingBytes > MAX_WAITING_BYTES) return this.drop();
      this.waiting.push(tag);
      return;
    }
    if (stdin.writableEnded) return;
    // ffmpeg behind: the socket is paused and TCP slows OBS down instead of memory filling up.
    if (!stdin.write(tag)) this.socket.pause();
  }

  private onClose() {
    this.closed = true;
    const stdin = this.hls?.child.stdin;
    if (stdin && !stdin.writableEnded) stdin.end();
    if (!this.hls) this.resolveDone();
  }

  /** OBS has no channel to hear of the end: the connection is closed. */
  finished() {
    this.drop();
  }

  stop(): Promise<void> {
    this.drop();
    this.onClose();
    return this.done;
  }
}

export interface RtmpIngestOptions {
  /** 0 for any free port (tests). */
  port: number;
  host?: string;
  segmentSeconds?: number;
}

/** The RTMP listener; resolves with its server once listening. */
export async function startRtmpIngest(
  ctx: AppContext,
  port: LiveIngestPort,
  hooks: IngestHooks,
  options: RtmpIngestOptions,
): Promise<{ server: Server; port: number; close(): Promise<void> }> {
  const publishers = new Set<RtmpPublisher>();
  const server = createServer((socket) => {
    socket.setNoDelay(true);
    const publisher = new RtmpPublisher(ctx, port, hooks, socket, options.segmentSeconds);
    publishers.add(publisher);
    socket.on('close', () => publishers.delete(publisher));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address();
  return {
    server,
    port: typeof address === 'object' && address ? address.port : options.port,
    async close() {
      await Promise.all([...publishers].map((publisher) => publisher.stop()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
