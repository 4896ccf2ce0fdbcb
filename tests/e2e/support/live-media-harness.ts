import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { BrowserContext, Page } from 'playwright-core';

const ENTRY = fileURLToPath(new URL('./live-media-entry.ts', import.meta.url));

/**
 * The web's live video pieces (publisher and HLS player) as one script, with the clock used to
 * measure glass-to-glass delay: the publisher paints the wall clock's milliseconds as 30 black or
 * white blocks into a canvas stream; the viewer reads them back from the decoded video.
 */

/** The test runner compiles functions given to page.evaluate with esbuild's name helper. */
const NAME_SHIM = 'window.__name = (f) => f;';

let bundled: Promise<string> | null = null;

export function liveMediaScript(): Promise<string> {
  bundled ??= build({
    entryPoints: [ENTRY],
    bundle: true,
    format: 'iife',
    target: 'chrome120',
    write: false,
    logLevel: 'silent',
  }).then((result) => result.outputFiles[0]?.text ?? '');
  return bundled;
}

/** A page on the server's own origin (the ingest socket is same-origin) with the pieces loaded. */
export async function openLiveMediaPage(context: BrowserContext, origin: string): Promise<Page> {
  const script = await liveMediaScript();
  const page = await context.newPage();
  await page.route(`${origin}/__live-media-harness`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html><body><video id="v" muted playsinline autoplay width="640" height="360"></video><script>${NAME_SHIM}${script}</script></body></html>`,
    }),
  );
  await page.goto(`${origin}/__live-media-harness`);
  return page;
}

/** Chromium flags for a fake camera and microphone, allowed without asking. */
export const FAKE_MEDIA_ARGS = [
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  '--autoplay-policy=no-user-gesture-required',
  // The harness page is answered by the test, not the server: Chromium cannot tell it is on
  // 127.0.0.1 too and would refuse its socket to the server as a public page reaching a local one.
  '--disable-features=LocalNetworkAccessChecks',
];

/** What the harness page holds, as the tests' page.evaluate callbacks see it. */
export interface HarnessWindow {
  liveMedia: {
    publishLive(options: {
      liveId: string;
      streamKey: string;
      stream: MediaStream;
      onState?: (state: string) => void;
    }): { mimeType: string; end(): Promise<string | null> };
    captureCamera(facingMode: 'user' | 'environment'): Promise<MediaStream>;
    captureScreen(): Promise<MediaStream>;
    attachHls(
      video: HTMLVideoElement,
      src: string,
      options: { live: boolean; config?: object },
    ): Promise<unknown>;
    clockStream(): MediaStream;
    /** Milliseconds between the clock painted by the publisher and now, read from the video. */
    readClock(video: HTMLVideoElement): number;
    frameHash(video: HTMLVideoElement): number;
  };
  states: string[];
  publication: { mimeType: string; end(): Promise<string | null> };
}
