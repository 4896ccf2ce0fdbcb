import type { Server as HttpServer, IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { isLiveId } from '@cho-dep/core/live-media/hls-files';
import { WebSocketServer } from 'ws';
import type { AppContext } from '../app/app-context';
import { type IngestRun, IngestSession } from './ingest-session';
import { finishLiveMedia } from './live-end';
import type { LiveIngestPort } from './live-ingest-port';
import { mediaStateOf } from './media-folders';
import { claimPublisher, type ReleasePublisher } from './publisher-lock';
import { startRtmpIngest } from './rtmp-ingest';

export const INGEST_PATH_PREFIX = '/live-ingest/';
/** Largest MediaRecorder chunk taken (a 1 s chunk of 1080p is about 1 MB). */
const MAX_CHUNK_BYTES = 8 * 1024 * 1024;
/** A publisher whose connection dropped has this long to come back before the live ends. */
const RECONNECT_GRACE_MS = 60_000;

export interface LiveIngestOptions {
  port: LiveIngestPort;
  reconnectGraceMs?: number;
  /** HLS segment length in seconds (1; the latency measurements try others). */
  segmentSeconds?: number;
  /** OBS's RTMP ingest on this port (0: any free one) feeding the same runs; off when absent. */
  rtmp?: { port: number; host?: string; onListening?: (port: number) => void };
}

/** The live id of an ingest URL, null for a malformed one, undefined when the URL is not ours. */
export function liveIdOfIngestUrl(url: string | undefined): string | null | undefined {
  const path = (url ?? '').split('?')[0] ?? '';
  if (!path.startsWith(INGEST_PATH_PREFIX)) return undefined;
  const id = decodeURIComponent(path.slice(INGEST_PATH_PREFIX.length));
  return isLiveId(id) ? id : null;
}

/**
 * Browser ingest at /live-ingest/{liveId} on the server's own port (decision 062): each
 * publisher's socket feeds a child ffmpeg of this process. Other upgrade requests (/socket.io)
 * are left to their owners. When a run stops without the publisher's `end`, the live waits for
 * a reconnect for a minute, then ends with the replay of what it had.
 * Returns the function that closes it: runs in progress are closed properly (their playlists
 * get their end tag); the lives themselves are not ended, as the publisher can reconnect to
 * another process.
 */
export function attachLiveIngest(httpServer: HttpServer, ctx: AppContext, options: LiveIngestOptions) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_CHUNK_BYTES, perMessageDeflate: false });
  const publishing = new Map<string, IngestRun>();
  const graceTimers = new Map<string, NodeJS.Timeout>();
  const graceMs = options.reconnectGraceMs ?? RECONNECT_GRACE_MS;

  const endLive = (liveId: string, session: IngestRun | null) => {
    finishLiveMedia(ctx, options.port, liveId).then(
      (replayUrl) => session?.finished(replayUrl),
      (error: unknown) => ctx.logger.error({ err: error, liveId }, 'live ingest: the end was not recorded'),
    );
  };

  // Publishers claimed (the PostgreSQL lock taken or being taken), until their run stops.
  const claims = new Map<string, Promise<ReleasePublisher | null>>();
  const release = (liveId: string) => {
    const claimed = claims.get(liveId);
    claims.delete(liveId);
    claimed?.then((give) => give?.()).catch(() => {});
  };

  const hooks = {
    async claim(liveId: string) {
      if (publishing.has(liveId) || claims.has(liveId)) return false;
      const claimed = claimPublisher(ctx, liveId).catch((error: unknown) => {
        ctx.logger.error({ err: error, liveId }, 'live ingest: the publisher lock failed');
        return null;
      });
      claims.set(liveId, claimed);
      if (await claimed) return true;
      claims.delete(liveId);
      return false;
    },
    release,
    started(liveId: string, session: IngestRun) {
      publishing.set(liveId, session);
      clearTimeout(graceTimers.get(liveId));
      graceTimers.delete(liveId);
    },
    stopped(liveId: string, session: IngestRun, ended: boolean) {
      if (publishing.get(liveId) === session) {
        publishing.delete(liveId);
        release(liveId);
      }
      if (stopping) return;
      if (ended) return endLive(liveId, session);
      const timer = setTimeout(() => {
        graceTimers.delete(liveId);
        if (publishing.has(liveId)) return;
        // The publisher may have come back to another server process: its run is open then.
        mediaStateOf(ctx, liveId).then(
          (media) => media.state === 'interrupted' && endLive(liveId, null),
          (error: unknown) =>
            ctx.logger.error({ err: error, liveId }, 'live ingest: could not read the runs'),
        );
      }, graceMs);
      timer.unref();
      graceTimers.set(liveId, timer);
    },
  };
  let stopping = false;

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const liveId = liveIdOfIngestUrl(request.url);
    if (liveId === undefined) return;
    if (liveId === null) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n');
      return;
    }
    const headerKey = request.headers['x-stream-key'];
    wss.handleUpgrade(request, socket, head, (ws) => {
      new IngestSession(ctx, options.port, hooks, ws, liveId, {
        headerKey: typeof headerKey === 'string' ? headerKey : undefined,
        segmentSeconds: options.segmentSeconds,
      });
    });
  };
  httpServer.on('upgrade', onUpgrade);
  const rtmp = options.rtmp
    ? startRtmpIngest(ctx, options.port, hooks, { ...options.rtmp, segmentSeconds: options.segmentSeconds })
    : null;
  rtmp?.then(
    (listening) => {
      ctx.logger.info({ port: listening.port }, 'RTMP ingest (OBS) listening');
      options.rtmp?.onListening?.(listening.port);
    },
    (error: unknown) => ctx.logger.error({ err: error }, 'the RTMP ingest could not start'),
  );

  return async function close() {
    stopping = true;
    httpServer.off('upgrade', onUpgrade);
    await rtmp?.then((listening) => listening.close()).catch(() => {});
    for (const timer of graceTimers.values()) clearTimeout(timer);
    await Promise.all([...publishing.values()].map((session) => session.stop()));
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  };
}
