import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeLivePort, startIngestServer } from '../../packages/api/src/live-media/ingest-test-kit';
import { createTestApp } from '../../packages/api/src/testing/test-app';
import { CHROMIUM_OPTIONS } from './support/browser';
import { FAKE_MEDIA_ARGS, type HarnessWindow, openLiveMediaPage } from './support/live-media-harness';

/**
 * The live video end to end in Chromium: the seller's page publishes its (fake) camera through
 * MediaRecorder over the ingest socket, the server's ffmpeg writes HLS, and a viewer's page in
 * another context plays it with hls.js. The API and ingest run in this process (the pipeline
 * needs no page of the app), so this file also works without the built server.
 */
describe('live video in the browser', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let server: Awaited<ReturnType<typeof startIngestServer>>;
  let browser: Browser;
  const liveId = randomUUID();
  const clockLiveId = randomUUID();
  const live = fakeLivePort({ [liveId]: 'camera-key', [clockLiveId]: 'clock-key' });

  beforeAll(async () => {
    t = await createTestApp();
    (t.ctx.config as { DATA_DIR: string }).DATA_DIR = mkdtempSync(join(tmpdir(), 'cho-dep-live-e2e-'));
    server = await startIngestServer(t, live.port);
    browser = await chromium.launch({
      ...CHROMIUM_OPTIONS,
      args: [...CHROMIUM_OPTIONS.args, ...FAKE_MEDIA_ARGS],
    });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await t?.close();
  });

  const publish = async (page: Page, id: string, key: string, source: 'camera' | 'clock') => {
    await page.evaluate(
      async ({ id, key, source }) => {
        const w = window as unknown as HarnessWindow;
        const stream =
          source === 'camera' ? await w.liveMedia.captureCamera('user') : w.liveMedia.clockStream();
        w.states = [];
        w.publication = w.liveMedia.publishLive({
          liveId: id,
          streamKey: key,
          stream,
          onState: (state: string) => w.states.push(state),
        });
      },
      { id, key, source },
    );
    await page.waitForFunction(() => (window as unknown as HarnessWindow).states.includes('live'));
    return page.evaluate(() => (window as unknown as HarnessWindow).publication.mimeType);
  };

  const playWhenLive = async (page: Page, id: string) => {
    let playlistUrl: string | null = null;
    for (let i = 0; i < 100 && !playlistUrl; i++) {
      playlistUrl = (await (await fetch(`${server.url}/api/v1/live-media/${id}`)).json()).data.playlistUrl;
      if (!playlistUrl) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(playlistUrl).not.toBeNull();
    await page.evaluate(async (src) => {
      const w = window as unknown as HarnessWindow;
      const video = document.getElementById('v') as HTMLVideoElement;
      await w.liveMedia.attachHls(video, src, { live: true });
      video.play().catch(() => {});
    }, `${server.url}${playlistUrl}`);
  };

  const videoState = (page: Page) =>
    page.evaluate(() => {
      const video = document.getElementById('v') as HTMLVideoElement;
      const w = window as unknown as HarnessWindow;
      return { time: video.currentTime, hash: w.liveMedia.frameHash(video) };
    });

  it('plays what the seller camera sends: time advances and the picture changes', async () => {
    const seller = await openLiveMediaPage(await browser.newContext(), server.url);
    const mimeType = await publish(seller, liveId, 'camera-key', 'camera');
    expect(mimeType).toMatch(/avc1|h264/);

    const viewer = await openLiveMediaPage(await browser.newContext(), server.url);
    await playWhenLive(viewer, liveId);
    await viewer.waitForFunction(
      () => (document.getElementById('v') as HTMLVideoElement).currentTime > 1,
      null,
      {
        timeout: 20_000,
      },
    );
    const before = await videoState(viewer);
    await viewer.waitForTimeout(1500);
    const after = await videoState(viewer);
    expect(after.time).toBeGreaterThan(before.time + 0.5);
    expect(after.hash).not.toBe(before.hash);

    const replayUrl = await seller.evaluate(() => (window as unknown as HarnessWindow).publication.end());
    expect(replayUrl).toBe(`/live-media/${liveId}/replay.m3u8`);
    expect(live.ended.map((end) => end.liveId)).toContain(liveId);
  });

  it('measures glass-to-glass delay from a clock painted into the stream', async () => {
    const seller = await openLiveMediaPage(await browser.newContext(), server.url);
    await publish(seller, clockLiveId, 'clock-key', 'clock');
    const viewer = await openLiveMediaPage(await browser.newContext(), server.url);
    await playWhenLive(viewer, clockLiveId);
    await viewer.waitForFunction(
      () => (document.getElementById('v') as HTMLVideoElement).currentTime > 1,
      null,
      {
        timeout: 20_000,
      },
    );
    await viewer.waitForTimeout(3000);
    const samples: number[] = [];
    for (let i = 0; i < 20; i++) {
      samples.push(
        await viewer.evaluate(() =>
          (window as unknown as HarnessWindow).liveMedia.readClock(
            document.getElementById('v') as HTMLVideoElement,
          ),
        ),
      );
      await viewer.waitForTimeout(250);
    }
    samples.sort((a, b) => a - b);
    const median = samples[Math.floor(samples.length / 2)] ?? 0;
    console.log(`glass-to-glass: median ${median} ms, min ${samples[0]}, max ${samples.at(-1)}`);
    expect(median).toBeGreaterThan(0);
    expect(median).toBeLessThan(10_000);
    await seller.evaluate(() => (window as unknown as HarnessWindow).publication.end());
  });
});
