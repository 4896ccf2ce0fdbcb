import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from 'pino';

/** A frame must come back within this time; a stuck or slow decoder leaves the video posterless. */
const FRAME_TIMEOUT_MS = 15_000;
/** A PNG frame larger than this is not a frame we asked for. */
const FRAME_MAX_BYTES = 40 * 1024 * 1024;

/**
 * The video's first frame as PNG bytes, taken with Debian's ffmpeg when the machine has it
 * (decision 042). Null when ffmpeg is missing, fails or takes too long: the post then has no
 * poster and the web shows the video's own first frame (it loads the video's metadata only).
 * The file goes through a temporary file because MP4s often keep their index at the end,
 * which ffmpeg cannot seek to on a pipe.
 */
export async function extractPosterFrame(video: Uint8Array, logger: Logger): Promise<Uint8Array | null> {
  const path = join(tmpdir(), `cho-dep-poster-${randomBytes(8).toString('hex')}`);
  await writeFile(path, video);
  try {
    return await new Promise<Uint8Array | null>((resolve) => {
      const child = spawn(
        'ffmpeg',
        [
          '-hide_banner',
          '-loglevel',
          'error',
          '-i',
          path,
          '-frames:v',
          '1',
          '-f',
          'image2pipe',
          '-vcodec',
          'png',
          '-',
        ],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      const chunks: Buffer[] = [];
      let size = 0;
      let errors = '';
      const timer = setTimeout(() => {
        logger.warn({ path }, 'video poster: ffmpeg took too long');
        child.kill('SIGKILL');
      }, FRAME_TIMEOUT_MS);
      child.stdout.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > FRAME_MAX_BYTES) child.kill('SIGKILL');
        else chunks.push(chunk);
      });
      child.stderr.on('data', (chunk: Buffer) => {
        if (errors.length < 2000) errors += chunk.toString();
      });
      child.on('error', (error) => {
        clearTimeout(timer);
        // ENOENT: ffmpeg is not installed here; the video is kept without a poster.
        logger.info({ err: error }, 'video poster: ffmpeg unavailable');
        resolve(null);
      });
      child.on('close', (code) => {
        clearTimeout(timer);
        if (code === 0 && size > 0 && size <= FRAME_MAX_BYTES) resolve(new Uint8Array(Buffer.concat(chunks)));
        else {
          logger.warn({ code, errors }, 'video poster: no frame');
          resolve(null);
        }
      });
    });
  } finally {
    await rm(path, { force: true });
  }
}
