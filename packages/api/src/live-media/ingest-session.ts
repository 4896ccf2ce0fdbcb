import { randomInt } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { canCopyVideo, newRunId } from '@cho-dep/core/live-media/hls-files';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import type { AppContext } from '../app/app-context';
import { type HlsProcess, startHlsProcess } from './ffmpeg-hls';
import type { LiveIngestPort } from './live-ingest-port';
import { liveFolder, playlistPath } from './media-folders';

/** Close codes the publisher reads (4000-4999 are the application's own). */
export const INGEST_CLOSE = {
  ended: 1000,
  badHello: 4400,
  wrongKey: 4401,
  alreadyPublishing: 4409,
  helloTimeout: 4408,
  mediaFailed: 4500,
} as const;

/** The key must come within this time of connecting (a socket that says nothing is dropped). */
const HELLO_TIMEOUT_MS = 10_000;

const helloSchema = z.object({
  type: z.literal('hello'),
  streamKey: z.string().min(1).max(200),
  /** MediaRecorder's mimeType: H.264 is copied, anything else encoded. */
  mimeType: z.string().max(200).default(''),
});
const endSchema = z.object({ type: z.literal('end') });

/** One publisher's run, from the browser's socket or from OBS over RTMP. */
export interface IngestRun {
  /** The run's playlist is closed and, for an `end`, the replay written. */
  finished(replayUrl: string | null): void;
  /** The server is stopping: the run's playlist is closed properly before the process goes. */
  stop(): Promise<void>;
}

export interface IngestHooks {
  /**
   * This connection becomes the live's one publisher, in this process and across processes
   * (false: another one publishes it). Given back by `stopped`, or `release` when the run never started.
   */
  claim(liveId: string): Promise<boolean>;
  release(liveId: string): void;
  started(liveId: string, run: IngestRun): void;
  /** The run's ffmpeg has exited; `ended` when the publisher said the live is over. */
  stopped(liveId: string, run: IngestRun, ended: boolean): void;
}

/**
 * One publisher's WebSocket: the key first (a `hello` text message, or the X-Stream-Key header
 * of a non-browser client), then binary MediaRecorder chunks piped into this run's ffmpeg, and
 * an `end` message when the seller ends the live. Chunks wait in the socket while ffmpeg is
 * behind (the socket is paused, TCP slows the publisher down) instead of piling up in memory.
 */
export class IngestSession implements IngestRun {
  private hls: HlsProcess | null = null;
  private saidEnd = false;
  private closed = false;
  readonly done: Promise<void>;
  private resolveDone!: () => void;

  constructor(
    private readonly ctx: AppContext,
    private readonly port: LiveIngestPort,
    private readonly hooks: IngestHooks,
    private readonly socket: WebSocket,
    readonly liveId: string,
    private readonly options: { headerKey?: string; segmentSeconds?: number },
  ) {
    const headerKey = options.headerKey;
    this.done = new Promise((resolve) => {
      this.resolveDone = resolve;
    });
    socket.on('close', () => this.onClose());
    socket.on('error', () => {});
    if (headerKey) {
      // Chunks sent before the run is ready wait in the socket, not lost.
      socket.pause();
      this.authenticate(headerKey, '');
    } else {
      const timer = setTimeout(() => this.refuse(INGEST_CLOSE.helloTimeout, 'no key'), HELLO_TIMEOUT_MS);
      socket.once('message', (data, isBinary) => {
        clearTimeout(timer);
        socket.pause();
        const hello = isBinary ? null : helloSchema.safeParse(safeJson(data.toString()));
        if (!hello?.success) return this.refuse(INGEST_CLOSE.badHello, 'expected hello');
        this.authenticate(hello.data.streamKey, hello.data.mimeType);
      });
    }
  }

  private refuse(code: number, reason: string) {
    this.socket.resume();
    this.socket.close(code, reason);
  }

  private authenticate(streamKey: string, mimeType: string) {
    this.port.authenticateIngest(this.ctx, this.liveId, streamKey).then(
      async (live) => {
        if (this.closed) return;
        if (!live) return this.refuse(INGEST_CLOSE.wrongKey, 'wrong key');
        if (!(await this.hooks.claim(this.liveId)))
          return this.refuse(INGEST_CLOSE.alreadyPublishing, 'already live');
        return this.start(mimeType);
      },
      (error: unknown) => {
        this.ctx.logger.error({ err: error, liveId: this.liveId }, 'live ingest: key check failed');
        this.refuse(INGEST_CLOSE.mediaFailed, 'unavailable');
      },
    );
  }

  private async start(mimeType: string) {
    const runId = newRunId(this.ctx.now(), randomInt(0, 2 ** 31) / 2 ** 31);
    const folder = join(liveFolder(this.ctx, this.liveId), runId);
    await mkdir(folder, { recursive: true });
    if (this.closed) return this.hooks.release(this.liveId);
    const hls = startHlsProcess({
      folder,
      copyVideo: canCopyVideo(mimeType),
      segmentSeconds: this.options.segmentSeconds,
    });
    this.hls = hls;
    this.hooks.started(this.liveId, this);
    hls.child.stdin.on('drain', () => this.socket.resume());
    this.socket.on('message', (data, isBinary) => this.onMessage(data as Buffer, isBinary));
    this.socket.resume();
    hls.exited.then(({ code, errors }) => this.onExit(code, errors));
    this.port
      .markLiveStarted(this.ctx, this.liveId)
      .catch((error: unknown) =>
        this.ctx.logger.error({ err: error, liveId: this.liveId }, 'live ingest: start not recorded'),
      );
    this.send({ type: 'ready', runId, playlistUrl: playlistPath(this.liveId, runId) });
  }

  private onMessage(data: Buffer, isBinary: boolean) {
    const stdin = this.hls?.child.stdin;
    if (!stdin || stdin.writableEnded) return;
    if (isBinary) {
      if (!stdin.write(data)) this.socket.pause();
      return;
    }
    if (endSchema.safeParse(safeJson(data.toString())).success) {
      this.saidEnd = true;
      stdin.end();
    }
  }

  private onClose() {
    this.closed = true;
    const stdin = this.hls?.child.stdin;
    if (stdin && !stdin.writableEnded) stdin.end();
    if (!this.hls) this.resolveDone();
  }

  private onExit(code: number | null, errors: string) {
    if (code !== 0 && !this.closed) {
      this.ctx.logger.warn({ liveId: this.liveId, code, errors }, 'live ingest: ffmpeg failed');
      this.send({ type: 'error', code: 'MEDIA_FAILED' });
      this.refuse(INGEST_CLOSE.mediaFailed, 'media failed');
    }
    this.hooks.stopped(this.liveId, this, this.saidEnd);
    this.resolveDone();
  }

  /** The run's playlist is closed and, for an `end`, the replay written: tell the publisher. */
  finished(replayUrl: string | null) {
    this.send({ type: 'ended', replayUrl });
    this.socket.close(INGEST_CLOSE.ended, 'ended');
  }

  /** The server is stopping: the run's playlist is closed properly before the process goes. */
  stop(): Promise<void> {
    this.socket.close(1001, 'server stopping');
    this.onClose();
    return this.done;
  }

  private send(message: object) {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(JSON.stringify(message));
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
