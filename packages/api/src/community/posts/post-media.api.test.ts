import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityCaller, mp4Bytes, pngBytes } from '../../testing/post-fixtures';
import { createTestApp } from '../../testing/test-app';
import { insertSignedInUser } from '../../testing/user-fixtures';
import type { PostView } from './post-view';

const run = promisify(execFile);
const MAX = LIMITS.post.videoMaxSeconds;

/** A real two-second video made by ffmpeg, or null when this machine has no ffmpeg. */
async function realVideo(): Promise<Uint8Array<ArrayBuffer> | null> {
  const dir = await mkdtemp(join(tmpdir(), 'post-video-'));
  try {
    const path = join(dir, 'clip.mp4');
    await run('ffmpeg', [
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=320x240:rate=10',
      '-t',
      '2',
      '-pix_fmt',
      'yuv420p',
      path,
    ]);
    return new Uint8Array(await readFile(path));
  } catch {
    return null;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('community post media', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let api: ReturnType<typeof communityCaller>;
  let member: Awaited<ReturnType<typeof insertSignedInUser>>;

  beforeAll(async () => {
    t = await createTestApp();
    api = communityCaller(t);
    member = await insertSignedInUser(t.ctx);
  });
  afterAll(() => t.close());

  it('needs a login', async () => {
    expect((await api.upload({}, await pngBytes(), 'a.png')).status).toBe(401);
  });

  it('reads the bytes, not the name: a .mp4 holding a PNG is a picture, stored as WebP in my folder', async () => {
    const answer = await api.upload(member.headers, await pngBytes('#39c', 1600, 1200), 'holiday.mp4');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ kind: 'image' });
    const key = answer.body.data?.key ?? '';
    expect(key.startsWith(`community/${member.userId}/`)).toBe(true);
    for (const size of LIMITS.post.photoSizes) {
      const file = await t.ctx.storage.get(`${key}-${size}.webp`);
      expect(file?.contentType).toBe('image/webp');
    }
    expect(answer.body.data?.previewUrl).toMatch(/-540\.webp$/);
  });

  it('refuses text bytes with 415, whatever the name', async () => {
    const text = new TextEncoder().encode('just some words, not a picture');
    for (const name of ['a.png', 'b.mp4', 'c.txt']) {
      const answer = await api.upload(member.headers, text, name);
      expect(answer.status).toBe(415);
      expect(answer.body.error?.code).toBe('UNSUPPORTED_FILE');
    }
  });

  it('keeps a video shorter than the limit and answers its length', async () => {
    const answer = await api.upload(member.headers, mp4Bytes(MAX - 1), 'clip.bin');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ kind: 'video', seconds: MAX - 1 });
    expect(answer.body.data?.key).toMatch(/\.mp4$/);
  });

  it('refuses a video of the limit or longer with "Video must be shorter than N seconds"', async () => {
    for (const seconds of [MAX, MAX + 15]) {
      const answer = await api.upload(
        { ...member.headers, 'accept-language': 'en' },
        mp4Bytes(seconds),
        'long.mp4',
      );
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({
        code: 'VIDEO_TOO_LONG',
        message: `Video must be shorter than ${MAX} seconds`,
      });
    }
    const vi = await api.upload({ ...member.headers, 'accept-language': 'vi' }, mp4Bytes(MAX), 'long.mp4');
    expect(vi.body.error?.message).toBe(`Video phải ngắn hơn ${MAX} giây`);
  });

  it('publishes a video post with its length, and a poster frame when ffmpeg is here', async () => {
    const clip = await realVideo();
    const answer = await api.upload(member.headers, clip ?? mp4Bytes(12), 'clip.mp4');
    expect(answer.status).toBe(200);
    // decision 042: with ffmpeg a frame is taken; without it the post has no poster.
    if (clip) expect(answer.body.data?.posterUrl).toMatch(/-poster-540\.webp$/);
    else expect(answer.body.data?.posterUrl).toBeNull();
    const post = await api.call<PostView>(member.headers, 'POST', '/community/v1/posts', {
      kind: 'look',
      content: 'Video mới',
      videoKey: answer.body.data?.key,
    });
    expect(post.status).toBe(201);
    expect(post.body.data?.video?.seconds).toBeCloseTo(clip ? 2 : 12, 0);
    expect(post.body.data?.video?.url).toMatch(/\.mp4$/);
    if (clip) expect(post.body.data?.video?.posterUrl).toMatch(/-poster-1080\.webp$/);
  });

  it("refuses a post naming another member's video", async () => {
    const other = await insertSignedInUser(t.ctx);
    const theirs = await api.upload(other.headers, mp4Bytes(5), 'v.mp4');
    const post = await api.call(member.headers, 'POST', '/community/v1/posts', {
      kind: 'look',
      videoKey: theirs.body.data?.key,
    });
    expect(post.body.error?.code).toBe('POST_MEDIA_INVALID');
  });
});
