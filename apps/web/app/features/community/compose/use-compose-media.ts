import { LIMITS } from '@cho-dep/core/constants/limits';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { readVideoSeconds } from '../../../lib/video-length';
import type { ComposeVideo } from './compose-types';
import { isVideoFileName, isVideoShortEnough } from './media-checks';
import { type UploadedMedia, uploadPostMedia } from './upload-media';

const P = LIMITS.post;

/** A file on its way up: what the screen shows until the server answers. */
export interface PendingUpload {
  id: string;
  kind: 'image' | 'video';
  /** A local preview of the file (object URL). */
  previewUrl: string;
  /** 0..1 */
  progress: number;
}

let nextId = 0;

/**
 * Sends the pictures and the video the writer picks, one file at a time in the order picked,
 * each with its progress. Before sending a video the browser checks its extension and reads
 * its length, so a too-long video is refused at once, not after a long upload.
 */
export function useComposeMedia({
  pictureCount,
  pictureRoom,
  hasVideo,
  onPicture,
  onVideo,
}: {
  pictureCount: () => number;
  /** How many more pictures the post may take now (an edit may be held by its replacements). */
  pictureRoom: () => number;
  hasVideo: () => boolean;
  onPicture: (media: UploadedMedia) => void;
  onVideo: (video: ComposeVideo) => void;
}) {
  const t = useT();
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const [error, setError] = useState<string>();
  const queue = useRef(Promise.resolve());

  const failure = useCallback(
    (caught: unknown) =>
      caught instanceof ApiError && caught.status > 0 ? caught.message : t('compose.media.uploadFailed'),
    [t],
  );

  const send = useCallback(
    (file: File, kind: 'image' | 'video', after: (media: UploadedMedia) => void) => {
      const item: PendingUpload = {
        id: `upload-${++nextId}`,
        kind,
        previewUrl: URL.createObjectURL(file),
        progress: 0,
      };
      setPending((list) => [...list, item]);
      const update = (progress: number) =>
        setPending((list) => list.map((p) => (p.id === item.id ? { ...p, progress } : p)));
      queue.current = queue.current.then(async () => {
        try {
          after(await uploadPostMedia(file, update));
        } catch (caught) {
          setError(failure(caught));
        } finally {
          setPending((list) => list.filter((p) => p.id !== item.id));
          URL.revokeObjectURL(item.previewUrl);
        }
      });
    },
    [failure],
  );

  /** Pictures picked: as many as there is room for (5 in all), the rest named as left out. */
  const addPictures = useCallback(
    (files: File[]) => {
      setError(undefined);
      if (hasVideo()) {
        setError(t('validation.post.imagesOrVideo'));
        return;
      }
      const room = pictureRoom() - pending.filter((p) => p.kind === 'image').length;
      if (files.length > room) setError(t('compose.media.tooManyPictures', { max: P.imagesMax }));
      for (const file of files.slice(0, Math.max(0, room))) send(file, 'image', onPicture);
    },
    [hasVideo, pictureRoom, pending, send, onPicture, t],
  );

  /** One video: mp4, webm or mov, shorter than the limit, and only on a post without pictures. */
  const addVideo = useCallback(
    async (file: File) => {
      setError(undefined);
      if (pictureCount() > 0 || pending.length > 0) {
        setError(t('validation.post.imagesOrVideo'));
        return;
      }
      if (!isVideoFileName(file.name)) {
        setError(t('compose.media.videoType'));
        return;
      }
      let seconds: number;
      try {
        seconds = await readVideoSeconds(file);
      } catch {
        setError(t('compose.media.videoUnreadable'));
        return;
      }
      if (!isVideoShortEnough(seconds)) {
        setError(t('errors.VIDEO_TOO_LONG', { seconds: P.videoMaxSeconds }));
        return;
      }
      send(file, 'video', (media) =>
        onVideo({
          key: media.key,
          previewUrl: media.previewUrl,
          posterUrl: media.posterUrl ?? null,
          seconds: media.seconds ?? Math.round(seconds),
        }),
      );
    },
    [pictureCount, pending, send, onVideo, t],
  );

  return { pending, error, setError, addPictures, addVideo, uploading: pending.length > 0 };
}
