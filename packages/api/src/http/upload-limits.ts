import { LIMITS } from '@cho-dep/core/constants/limits';
import { AppError } from '@cho-dep/core/errors/app-error';
import { detectVideoKind } from '@cho-dep/core/reviews/video-signature';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/**
 * The one place upload sizes are enforced, for every upload route (LIMITS.upload is the one
 * constant): a route declares how many files of which kind one request carries, and gets
 * 1. a body limit that refuses a larger request before reading it, and
 * 2. a check of every file part against its kind's limit once the form is read,
 * both answering 413 FILE_TOO_LARGE with the limit in MB. The domain code that stores a file
 * never checks its size again.
 */
export type UploadKind = 'image' | 'video' | 'sheet';

/** The files of one request: pictures, or videos, or spreadsheets (routes never mix kinds). */
export type UploadShape = { images?: number; videos?: number; sheets?: number };

export const UPLOAD_MAX_BYTES: Record<UploadKind, number> = {
  image: LIMITS.upload.imageMaxBytes,
  video: LIMITS.upload.videoMaxBytes,
  sheet: LIMITS.upload.sheetMaxBytes,
};

const BYTES_PER_MB = 1024 * 1024;

export function uploadMaxMb(kind: UploadKind): number {
  return UPLOAD_MAX_BYTES[kind] / BYTES_PER_MB;
}

function tooLarge(kind: UploadKind): AppError {
  return new AppError('FILE_TOO_LARGE', { params: { maxMb: uploadMaxMb(kind) } });
}

/** The largest request body the shape allows, envelope included. */
export function uploadBodyMaxBytes(shape: UploadShape): number {
  const largest = Math.max(
    (shape.images ?? 0) * UPLOAD_MAX_BYTES.image,
    (shape.videos ?? 0) * UPLOAD_MAX_BYTES.video,
    (shape.sheets ?? 0) * UPLOAD_MAX_BYTES.sheet,
  );
  return largest + LIMITS.upload.multipartOverheadBytes;
}

/** The kind a file part counts as on a route of this shape: a video by its first bytes, else the route's kind. */
async function kindOf(file: File, shape: UploadShape): Promise<UploadKind> {
  if (shape.videos && detectVideoKind(new Uint8Array(await file.slice(0, 16).arrayBuffer()))) return 'video';
  if (shape.sheets) return 'sheet';
  return 'image';
}

/** Middleware for an upload route (after its sign-in check, before its body validation). */
export function uploadLimit(shape: UploadShape): MiddlewareHandler {
  const largestKind: UploadKind = shape.videos ? 'video' : shape.sheets ? 'sheet' : 'image';
  const limit = bodyLimit({
    maxSize: uploadBodyMaxBytes(shape),
    onError: () => {
      throw tooLarge(largestKind);
    },
  });
  return (c, next) =>
    limit(c, async () => {
      const type = c.req.header('content-type') ?? '';
      if (type.toLowerCase().startsWith('multipart/form-data')) {
        // Read once here (Hono keeps the parsed form for the route's validator); a form that
        // does not parse is left to the validator's 400.
        const form = await c.req.formData().catch(() => null);
        for (const value of form?.values() ?? []) {
          if (typeof value === 'string') continue;
          const kind = await kindOf(value, shape);
          if (value.size > UPLOAD_MAX_BYTES[kind]) throw tooLarge(kind);
        }
      }
      await next();
    });
}

/**
 * The backstop before any route: no multipart request, on any path, is read beyond what the
 * largest upload route accepts, so a route that forgot its own limit cannot be flooded.
 */
export function multipartBackstop(): MiddlewareHandler {
  const limit = uploadLimitBody(
    Math.max(
      uploadBodyMaxBytes({ images: LIMITS.product.imagesPerUploadMax }),
      uploadBodyMaxBytes({ videos: 1 }),
    ),
  );
  return (c, next) => {
    const type = c.req.header('content-type') ?? '';
    return type.toLowerCase().startsWith('multipart/form-data') ? limit(c, next) : next();
  };
}

function uploadLimitBody(maxSize: number): MiddlewareHandler {
  return bodyLimit({
    maxSize,
    onError: () => {
      throw tooLarge('video');
    },
  });
}
