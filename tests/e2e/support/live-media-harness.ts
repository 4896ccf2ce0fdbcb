import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { BrowserContext, Page } from 'playwright-core';

const FEATURE = fileURLToPath(new URL('../../../apps/web/app/features/live-media/', import.meta.url));

/**
 * The web's live video pieces (publisher and HLS player) as one script, with the clock used to
 * measure glass-to-glass delay: the publisher paints the wall clock's milliseconds as 30 black or
 * white blocks into a canvas stream; the viewer reads them back from the decoded video.
 */
const ENTRY = `
import { publishLive } from './live-publisher';
import { attachHls } from './live-hls';
const COLS = 6, ROWS = 5, BLOCK = 48, MASK = 2 ** 30 - 1;
function clockStream() {
  const canvas = document.createElement('canvas');
  canvas.width = 640; canvas.height = 360;
  const g = canvas.getContext('2d');
  const paint = () => {
    const now = Date.now() & MASK;
    g.fillStyle = '#808080'; g.fillRect(0, 0, 640, 360);
    for (let bit = 0; bit < COLS * ROWS; bit++) {
      g.fillStyle = (now >> bit) & 1 ? '#fff' : '#000';
      g.fillRect(16 + (bit % COLS) * BLOCK, 16 + Math.floor(bit / COLS) * BLOCK, BLOCK, BLOCK);
    }
  };
  paint(); setInterval(paint, 1000 / 60);
  const stream = canvas.captureStream(30);
  const audio = new AudioContext();
  const tone = audio.createOscillator();
  const out = audio.createMediaStreamDestination();
  tone.connect(out); tone.start();
  stream.addTrack(out.stream.getAudioTracks()[0]);
  return stream;
}
function readClock(video) {
  const canvas = document.createElement('canvas');
  canvas.width = 640; canvas.height = 360;
  const g = canvas.getContext('2d', { willReadFrequently: true });
  g.drawImage(video, 0, 0, 640, 360);
  let value = 0;
  for (let bit = 0; bit < COLS * ROWS; bit++) {
    const x = 16 + (bit % COLS) * BLOCK + BLOCK / 2, y = 16 + Math.floor(bit / COLS) * BLOCK + BLOCK / 2;
    const [r, gr, b] = g.getImageData(x, y, 1, 1).data;
    if ((r + gr + b) / 3 > 128) value |= 1 << bit;
  }
  return ((Date.now() & MASK) - value + 2 ** 30) % 2 ** 30;
}
function frameHash(video) {
  const canvas = document.createElement('canvas');
  canvas.width = 64; canvas.height = 36;
  const g = canvas.getContext('2d', { willReadFrequently: true });
  g.drawImage(video, 0, 0, 64, 36);
  let hash = 0;
  for (const v of g.getImageData(0, 0, 64, 36).data) hash = (hash * 31 + v) >>> 0;
  return hash;
}
window.liveMedia = { publishLive, attachHls, clockStream, readClock, frameHash };
`;

/** The test runner compiles functions given to page.evaluate with esbuild's name helper. */
const NAME_SHIM = 'window.__name = (f) => f;';

let bundled: Promise<string> | null = null;

export function liveMediaScript(): Promise<string> {
  bundled ??= build({
    stdin: { contents: ENTRY, resolveDir: FEATURE, loader: 'ts' },
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
