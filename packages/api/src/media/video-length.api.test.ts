import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareCheckoutData } from '../testing/address-fixtures';
import { insertSellerWithShop } from '../testing/shop-fixtures';
import { createTestApp } from '../testing/test-app';
import { insertSignedInUser } from '../testing/user-fixtures';

const run = promisify(execFile);

/** A real video of `seconds` made by ffmpeg (tiny and at 2 frames a second, so it is quick). */
async function realVideo(seconds: number, format: 'mp4' | 'webm'): Promise<Uint8Array<ArrayBuffer>> {
  const dir = await mkdtemp(join(tmpdir(), 'video-length-'));
  try {
    const path = join(dir, `clip.${format}`);
    const codec =
      format === 'mp4' ? ['-c:v', 'libx264', '-pix_fmt', 'yuv420p'] : ['-c:v', 'libvpx', '-b:v', '50k'];
    await run('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi'],
      ...['-i', 'testsrc=size=64x48:rate=2', '-t', String(seconds), ...codec, path],
    ]);
    return new Uint8Array(await readFile(path));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * product.md §5 "Video must be shorter than N seconds", read from the file on the server, for a
 * product's video and a review's, as for a post's (post-media.api.test.ts).
 */
describe('the video length limit of product and review videos', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let short: Uint8Array<ArrayBuffer>;
  let long: Uint8Array<ArrayBuffer>;
  let longWebm: Uint8Array<ArrayBuffer>;
  beforeAll(async () => {
    t = await createTestApp();
    await prepareCheckoutData(t.ctx);
    short = await realVideo(3, 'mp4');
    long = await realVideo(LIMITS.product.videoMaxSeconds + 2, 'mp4');
    longWebm = await realVideo(LIMITS.review.videoMaxSeconds + 2, 'webm');
  }, 120_000);
  afterAll(() => t.close());

  const send = async (
    path: string,
    field: string,
    headers: Record<string, string>,
    bytes: Uint8Array<ArrayBuffer>,
  ) => {
    const form = new FormData();
    form.append(field, new File([bytes], 'clip.bin'));
    const res = await t.api.request(path, {
      method: 'POST',
      headers: { ...headers, 'accept-language': 'en' },
      body: form,
    });
    return { status: res.status, body: await res.json() };
  };

  it('keeps a short product video and refuses a long one with the limit in the message', async () => {
    const seller = await insertSellerWithShop(t.ctx);
    const ok = await send('/api/v1/seller/products/media', 'files', seller.headers, short);
    expect(ok.status).toBe(201);
    expect(ok.body.data[0].kind).toBe('video');
    const refused = await send('/api/v1/seller/products/media', 'files', seller.headers, long);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      code: 'VIDEO_TOO_LONG',
      message: `Video must be shorter than ${LIMITS.product.videoMaxSeconds} seconds`,
    });
  });

  it('keeps a short review video and refuses a long one, MP4 or WebM', async () => {
    const buyer = await insertSignedInUser(t.ctx);
    const ok = await send('/api/v1/mobile/reviews/media', 'file', buyer.headers, short);
    expect(ok.status).toBe(200);
    expect(ok.body.data.kind).toBe('video');
    for (const bytes of [long, longWebm]) {
      const refused = await send('/api/v1/mobile/reviews/media', 'file', buyer.headers, bytes);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({
        code: 'VIDEO_TOO_LONG',
        message: `Video must be shorter than ${LIMITS.review.videoMaxSeconds} seconds`,
      });
    }
  });
});
