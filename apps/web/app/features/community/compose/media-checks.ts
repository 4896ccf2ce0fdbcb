import { LIMITS } from '@cho-dep/core/constants/limits';

/**
 * What the composer checks before sending a video (the server checks again, by content): the
 * file's extension (product.md §5: mp4, webm, mov) and its length, read by the browser.
 */
const VIDEO_EXTENSIONS: readonly string[] = LIMITS.product.videoFormats;

export function isVideoFileName(name: string): boolean {
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  return name.includes('.') && VIDEO_EXTENSIONS.includes(extension);
}

/** Whether a video this many seconds long may be posted ("shorter than N seconds"). */
export function isVideoShortEnough(seconds: number): boolean {
  return Number.isFinite(seconds) && seconds < LIMITS.post.videoMaxSeconds;
}
