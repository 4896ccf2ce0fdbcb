import { LIMITS } from '@cho-dep/core/constants/limits';
import { useId, useRef } from 'react';
import { useT } from '../../../lib/i18n';
import { LineIcon } from '../../../ui/line-icon';
import shared from './compose.module.css';
import type { ComposeVideo } from './compose-types';
import styles from './media-field.module.css';
import type { PendingUpload } from './use-compose-media';

const P = LIMITS.post;

/**
 * Pictures (up to 5, in the order they will show, each movable and removable) or exactly one
 * video (with its poster frame): once one kind is in, the other's button says why it is off.
 */
export function MediaField({
  pictures,
  tagCounts,
  pending,
  room: roomLeft,
  video,
  error,
  replacementNote,
  onPickPictures,
  onPickVideo,
  onMove,
  onRemove,
  onRemoveVideo,
}: {
  pictures: { key: string; url: string }[];
  /** Product tags on each picture, by index. */
  tagCounts: number[];
  pending: PendingUpload[];
  /** How many more pictures may be added (fewer on an edit held by its replacement limit). */
  room: number;
  video: ComposeVideo | null;
  error: string | undefined;
  /** On an edit: how many pictures may still be replaced, said near the pictures. */
  replacementNote?: string;
  onPickPictures: (files: File[]) => void;
  onPickVideo: (file: File) => void;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  onRemoveVideo: () => void;
}) {
  const t = useT();
  const ids = useId();
  const pictureInput = useRef<HTMLInputElement>(null);
  const videoInput = useRef<HTMLInputElement>(null);
  const pendingVideo = pending.find((p) => p.kind === 'video');
  const pendingPictures = pending.filter((p) => p.kind === 'image');
  const hasPictures = pictures.length > 0 || pendingPictures.length > 0;
  const hasVideo = video !== null || pendingVideo !== undefined;
  const room = roomLeft - pendingPictures.length;
  const errorId = `${ids}-media-error`;

  return (
    <section className={shared.section} data-field="" aria-labelledby={`${ids}-media`}>
      <div className={shared.sectionHead}>
        <h2 id={`${ids}-media`} className={shared.sectionTitle}>
          {t('compose.media.title')}
        </h2>
        <span className={shared.count}>
          {hasVideo
            ? t('compose.media.videoCount')
            : t('compose.media.pictureCount', { used: pictures.length, max: P.imagesMax })}
        </span>
      </div>
      <p className={shared.hint}>
        {t('compose.media.rule', { max: P.imagesMax, seconds: P.videoMaxSeconds })}
      </p>
      {replacementNote && <p className={shared.note}>{replacementNote}</p>}

      {video || pendingVideo ? (
        <div className={styles.videoBox} data-testid="compose-video">
          {video ? (
            // biome-ignore lint/a11y/useMediaCaption: members' outfit videos have no caption track.
            <video
              className={styles.video}
              src={video.previewUrl}
              poster={video.posterUrl ?? undefined}
              controls
              preload="metadata"
              playsInline
            />
          ) : (
            pendingVideo && (
              <video
                className={styles.video}
                src={pendingVideo.previewUrl}
                muted
                preload="metadata"
                playsInline
              />
            )
          )}
          {pendingVideo && (
            <ProgressBar progress={pendingVideo.progress} label={t('compose.media.uploading')} />
          )}
          {video && (
            <div className={styles.videoBar}>
              <span>
                {video.seconds !== null
                  ? t('compose.media.videoSeconds', { seconds: Math.round(video.seconds) })
                  : t('compose.media.video')}
              </span>
              <button type="button" className={shared.textButton} onClick={onRemoveVideo}>
                {t('compose.media.removeVideo')}
              </button>
            </div>
          )}
        </div>
      ) : (
        <ul className={styles.tiles} data-testid="compose-pictures">
          {pictures.map((picture, index) => (
            <li key={picture.key} className={styles.tile} data-testid="compose-picture">
              <img src={picture.url} alt={t('compose.media.pictureAlt', { index: index + 1 })} />
              <span className={styles.tileIndex}>{index + 1}</span>
              {(tagCounts[index] ?? 0) > 0 && (
                <span className={styles.tileTags}>
                  {t('compose.tags.onPicture', { count: tagCounts[index] ?? 0 })}
                </span>
              )}
              <button
                type="button"
                className={styles.tileRemove}
                onClick={() => onRemove(index)}
                aria-label={t('compose.media.removePicture', { index: index + 1 })}
              >
                ×
              </button>
              <div className={styles.tileMoves}>
                <button
                  type="button"
                  disabled={index === 0}
                  onClick={() => onMove(index, index - 1)}
                  aria-label={t('compose.media.moveEarlier', { index: index + 1 })}
                >
                  ‹
                </button>
                <button
                  type="button"
                  disabled={index === pictures.length - 1}
                  onClick={() => onMove(index, index + 1)}
                  aria-label={t('compose.media.moveLater', { index: index + 1 })}
                >
                  ›
                </button>
              </div>
            </li>
          ))}
          {pendingPictures.map((upload) => (
            <li key={upload.id} className={styles.tile} data-testid="compose-picture-pending">
              <img src={upload.previewUrl} alt="" className={styles.pendingImage} />
              <ProgressBar progress={upload.progress} label={t('compose.media.uploading')} />
            </li>
          ))}
          {room > 0 && (
            <li>
              <button
                type="button"
                className={styles.addTile}
                onClick={() => pictureInput.current?.click()}
                aria-describedby={error ? errorId : undefined}
                data-testid="compose-add-pictures"
              >
                <LineIcon size={26}>
                  <path d="M4 6h16v12H4zM4 15l4-4 4 4 3-3 5 5M15 9.5a1 1 0 100-.01" strokeLinejoin="round" />
                </LineIcon>
                {t('compose.media.addPictures')}
              </button>
            </li>
          )}
          <li>
            <button
              type="button"
              className={styles.addTile}
              onClick={() => videoInput.current?.click()}
              disabled={hasPictures}
              title={hasPictures ? t('compose.media.videoOff') : undefined}
              data-testid="compose-add-video"
            >
              <LineIcon size={26}>
                <path d="M3 7h12v10H3zM15 10.5l6-3.5v10l-6-3.5" strokeLinejoin="round" />
              </LineIcon>
              {hasPictures ? t('compose.media.videoOffShort') : t('compose.media.addVideo')}
            </button>
          </li>
        </ul>
      )}
      {error && (
        <p id={errorId} className={shared.fieldError} role="alert" data-testid="compose-media-error">
          {error}
        </p>
      )}
      <input
        ref={pictureInput}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        multiple
        hidden
        data-testid="compose-picture-input"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) onPickPictures(files);
        }}
      />
      <input
        ref={videoInput}
        type="file"
        accept=".mp4,.webm,.mov,video/mp4,video/webm,video/quicktime"
        hidden
        data-testid="compose-video-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onPickVideo(file);
        }}
      />
    </section>
  );
}

function ProgressBar({ progress, label }: { progress: number; label: string }) {
  const percent = Math.round(progress * 100);
  return (
    <div
      className={styles.progress}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <span style={{ width: `${percent}%` }} />
    </div>
  );
}
