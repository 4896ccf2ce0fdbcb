// The browser side of the live video harness (bundled by live-media-harness.ts): the web's
// publisher and player, and the painted clock that measures glass-to-glass delay.
import { attachHls } from '../../../apps/web/app/features/live-media/live-hls';
import {
  captureCamera,
  captureScreen,
  publishLive,
} from '../../../apps/web/app/features/live-media/live-publisher';

const COLS = 6,
  ROWS = 5,
  BLOCK = 48,
  MASK = 2 ** 30 - 1;
function clockStream() {
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 360;
  const g = canvas.getContext('2d') as CanvasRenderingContext2D;
  const paint = () => {
    const now = Date.now() & MASK;
    g.fillStyle = '#808080';
    g.fillRect(0, 0, 640, 360);
    for (let bit = 0; bit < COLS * ROWS; bit++) {
      g.fillStyle = (now >> bit) & 1 ? '#fff' : '#000';
      g.fillRect(16 + (bit % COLS) * BLOCK, 16 + Math.floor(bit / COLS) * BLOCK, BLOCK, BLOCK);
    }
  };
  paint();
  setInterval(paint, 1000 / 60);
  const stream = canvas.captureStream(30);
  const audio = new AudioContext();
  const tone = audio.createOscillator();
  const out = audio.createMediaStreamDestination();
  tone.connect(out);
  tone.start();
  const track = out.stream.getAudioTracks()[0];
  if (track) stream.addTrack(track);
  return stream;
}
function readClock(video: HTMLVideoElement) {
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 360;
  const g = canvas.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D;
  g.drawImage(video, 0, 0, 640, 360);
  let value = 0;
  for (let bit = 0; bit < COLS * ROWS; bit++) {
    const x = 16 + (bit % COLS) * BLOCK + BLOCK / 2,
      y = 16 + Math.floor(bit / COLS) * BLOCK + BLOCK / 2;
    const [r = 0, gr = 0, b = 0] = g.getImageData(x, y, 1, 1).data;
    if ((r + gr + b) / 3 > 128) value |= 1 << bit;
  }
  return ((Date.now() & MASK) - value + 2 ** 30) % 2 ** 30;
}
function frameHash(video: HTMLVideoElement) {
  const canvas = document.createElement('canvas');
  canvas.width = 64;
  canvas.height = 36;
  const g = canvas.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D;
  g.drawImage(video, 0, 0, 64, 36);
  let hash = 0;
  for (const v of g.getImageData(0, 0, 64, 36).data) hash = (hash * 31 + v) >>> 0;
  return hash;
}
(window as unknown as { liveMedia: object }).liveMedia = {
  publishLive,
  captureCamera,
  captureScreen,
  attachHls,
  clockStream,
  readClock,
  frameHash,
};
