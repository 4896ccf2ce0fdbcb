import { LIMITS } from '@cho-dep/core/constants/limits';

const P = LIMITS.product;

/** The file name's extension, lower-cased ("Ảnh.JPG" -> "jpg"). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Which picked files go up (product.md §5: png, jpg, jpeg, gif, svg; at most 3 per
 * upload): the first 3 in a supported format that still fit in the `room` left; refused names
 * to show, and whether more than 3 were picked.
 */
export function pickableImages<F extends { name: string }>(
  files: readonly F[],
  room: number,
): { accepted: F[]; refused: string[]; tooMany: boolean } {
  const formats: readonly string[] = P.imageFormats;
  const supported = files.filter((f) => formats.includes(extensionOf(f.name)));
  const refused = files.filter((f) => !formats.includes(extensionOf(f.name))).map((f) => f.name);
  const limit = Math.max(0, Math.min(P.imagesPerUploadMax, room));
  return {
    accepted: supported.slice(0, limit),
    refused,
    tooMany: supported.length > P.imagesPerUploadMax,
  };
}
