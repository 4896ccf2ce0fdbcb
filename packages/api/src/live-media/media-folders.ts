import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { isClosedPlaylist, isRunId } from '@cho-dep/core/live-media/hls-files';
import type { AppContext } from '../app/app-context';

/** Where lives' video is kept: DATA_DIR/live-media/<liveId>/<runId>/, the replay beside the runs. */
export function liveMediaRoot(ctx: AppContext): string {
  return resolve(ctx.config.DATA_DIR, 'live-media');
}

export function liveFolder(ctx: AppContext, liveId: string): string {
  return join(liveMediaRoot(ctx), liveId);
}

export const REPLAY_FILE = 'replay.m3u8';
export const PLAYLIST_FILE = 'index.m3u8';

/** Public paths (served by live-media-routes.ts); the live domain keeps the replay's. */
export const playlistPath = (liveId: string, runId: string) =>
  `/live-media/${liveId}/${runId}/${PLAYLIST_FILE}`;
export const replayPath = (liveId: string) => `/live-media/${liveId}/${REPLAY_FILE}`;

/** The live's ingest runs, oldest first. */
export async function runsOf(ctx: AppContext, liveId: string): Promise<string[]> {
  const entries = await readdir(liveFolder(ctx, liveId), { withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isDirectory() && isRunId(entry.name))
    .map((entry) => entry.name)
    .sort();
}

export async function readText(path: string): Promise<string | null> {
  return readFile(path, 'utf8').catch(() => null);
}

export type LiveMediaState = 'none' | 'live' | 'interrupted' | 'ended';

/**
 * What a viewer can play now, from the files alone (any server process sees the same folder):
 * the replay once the live ended; the newest run's playlist while it is open; a closed newest
 * run means the publisher's connection dropped and may come back.
 */
export async function mediaStateOf(ctx: AppContext, liveId: string) {
  const replay = await readText(join(liveFolder(ctx, liveId), REPLAY_FILE));
  const runs = await runsOf(ctx, liveId);
  const latest = runs.at(-1);
  const latestText = latest ? await readText(join(liveFolder(ctx, liveId), latest, PLAYLIST_FILE)) : null;
  let state: LiveMediaState = 'none';
  if (replay) state = 'ended';
  else if (latest && latestText !== null) state = isClosedPlaylist(latestText) ? 'interrupted' : 'live';
  return {
    state,
    playlistUrl: latest && latestText !== null && !replay ? playlistPath(liveId, latest) : null,
    replayUrl: replay ? replayPath(liveId) : null,
  };
}
