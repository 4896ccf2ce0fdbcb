import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { replayPlaylist } from '@cho-dep/core/live-media/replay-playlist';
import type { AppContext } from '../app/app-context';
import type { LiveIngestPort } from './live-ingest-port';
import { liveFolder, PLAYLIST_FILE, REPLAY_FILE, readText, replayPath, runsOf } from './media-folders';

/**
 * Ends a live's video: the replay playlist strings every run together (written whole, then
 * renamed in, so no viewer reads half of it), and the live domain learns where it is. A live
 * that never sent a segment has no replay.
 */
export async function finishLiveMedia(
  ctx: AppContext,
  port: LiveIngestPort,
  liveId: string,
): Promise<string | null> {
  const path = await writeReplay(ctx, liveId);
  await port.markLiveEnded(ctx, liveId, { replayPath: path });
  return path;
}

/** Writes the replay playlist of every run so far: its public path, or null with no segment. */
export async function writeReplay(ctx: AppContext, liveId: string): Promise<string | null> {
  const folder = liveFolder(ctx, liveId);
  const runs = await runsOf(ctx, liveId);
  const playlists = await Promise.all(
    runs.map(async (runId) => ({ runId, text: (await readText(join(folder, runId, PLAYLIST_FILE))) ?? '' })),
  );
  const text = replayPlaylist(playlists);
  if (text) {
    const temporary = join(folder, `${REPLAY_FILE}.tmp`);
    await writeFile(temporary, text);
    await rename(temporary, join(folder, REPLAY_FILE));
  }
  return text ? replayPath(liveId) : null;
}
