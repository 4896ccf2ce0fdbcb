import sharp from 'sharp';
import type { AppContext } from '../app/app-context';
import { apiCaller } from './api-caller';

/** A small picture of the given colour, as a phone would upload it (PNG). */
export async function pngBytes(
  background = '#c33',
  width = 800,
  height = 600,
): Promise<Uint8Array<ArrayBuffer>> {
  const buffer = await sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
  return new Uint8Array(buffer);
}

function box(type: string, body: Uint8Array): Uint8Array {
  const out = new Uint8Array(8 + body.length);
  new DataView(out.buffer).setUint32(0, out.length);
  out.set(new TextEncoder().encode(type), 4);
  out.set(body, 8);
  return out;
}

/**
 * The smallest MP4 the server accepts: an 'ftyp' box and a movie header saying how long it
 * plays (no frames: ffmpeg finds no poster in it, which the upload tolerates).
 */
export function mp4Bytes(seconds: number): Uint8Array<ArrayBuffer> {
  const mvhd = new Uint8Array(100);
  const view = new DataView(mvhd.buffer);
  view.setUint32(12, 1000);
  view.setUint32(16, Math.round(seconds * 1000));
  const parts = [box('ftyp', new TextEncoder().encode('isom\0\0\0\0isom')), box('moov', box('mvhd', mvhd))];
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

export interface UploadAnswer {
  status: number;
  body: {
    data?: {
      kind: 'image' | 'video';
      key: string;
      previewUrl: string;
      posterUrl?: string | null;
      seconds?: number;
    };
    error?: { code: string; message: string };
  };
}

/** Calls the community API of a test app: JSON calls and media uploads. */
export function communityCaller(t: {
  api: { request: (path: string, init: RequestInit) => Response | Promise<Response> };
  ctx: AppContext;
}) {
  const call = apiCaller(t.api);
  const upload = async (
    headers: Record<string, string>,
    bytes: Uint8Array<ArrayBuffer>,
    name: string,
  ): Promise<UploadAnswer> => {
    const form = new FormData();
    form.append('file', new File([bytes], name));
    const res = await t.api.request('/community/v1/posts/media', { method: 'POST', headers, body: form });
    return { status: res.status, body: (await res.json()) as UploadAnswer['body'] };
  };
  /** Uploads `count` pictures and answers their keys. */
  const pictures = async (headers: Record<string, string>, count: number): Promise<string[]> => {
    const keys: string[] = [];
    for (let i = 0; i < count; i++) {
      const answer = await upload(
        headers,
        await pngBytes(`#${(i * 40 + 30).toString(16).padStart(2, '0')}6699`, 300, 300),
        `p${i}.png`,
      );
      if (!answer.body.data) throw new Error(`upload refused: ${JSON.stringify(answer.body)}`);
      keys.push(answer.body.data.key);
    }
    return keys;
  };
  return { call, upload, pictures };
}
