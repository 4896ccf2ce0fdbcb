/** The video's length in seconds, read from its metadata by a detached <video> element. */
export function readVideoSeconds(file: File): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    video.preload = 'metadata';
    video.muted = true;
    const done = () => URL.revokeObjectURL(url);
    video.onloadedmetadata = () => {
      done();
      resolve(video.duration);
    };
    video.onerror = () => {
      done();
      reject(new Error('unreadable video'));
    };
    video.src = url;
  });
}

/**
 * product.md §5 "Video must be shorter than N seconds", checked before the upload so a seller or
 * buyer does not wait for a long file to be refused. A video this browser cannot read is left
 * to the server, which reads the length from the file itself.
 */
export async function isVideoTooLong(file: File, maxSeconds: number): Promise<boolean> {
  try {
    const seconds = await readVideoSeconds(file);
    return Number.isFinite(seconds) && seconds >= maxSeconds;
  } catch {
    return false;
  }
}
