import { randomInt } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { newRunId } from '@cho-dep/core/live-media/hls-files';
import type { AppContext } from '../app/app-context';
import { startHlsProcess } from './ffmpeg-hls';
import { writeReplay } from './live-end';
import { liveFolder } from './media-folders';

/**
 * A replay for the demo data's ended lives: a few seconds of ffmpeg's test pattern and a tone,
 * portrait like a phone live (15 frames a second: a minute is recorded in a few seconds), through the same HLS writer as a real live. Returns the replay's
 * path for the live's row, or null when ffmpeg is missing or fails (the live is then shown
 * without a replay).
 */
export async function recordDemoReplay(
  ctx: AppContext,
  liveId: string,
  seconds = 12,
): Promise<string | null> {
  const runId = newRunId(ctx.now(), randomInt(0, 2 ** 31) / 2 ** 31);
  const folder = join(liveFolder(ctx, liveId), runId);
  await mkdir(folder, { recursive: true });
  const source = [
    ...['-f', 'lavfi', '-i', `testsrc2=size=360x640:rate=15:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${seconds}`],
    ...['-map', '0:v:0', '-map', '1:a:0'],
  ];
  const hls = startHlsProcess({ folder, copyVideo: false, inputArguments: source });
  hls.child.stdin.end();
  const { code, errors } = await hls.exited;
  if (code !== 0) {
    ctx.logger.warn({ liveId, code, errors }, 'demo replay: ffmpeg could not record it');
    return null;
  }
  return writeReplay(ctx, liveId);
}
