import { type ReactNode, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n';
import styles from './post-card.module.css';
import type { PostView } from './post-types';

/** Portrait 4:5, the shape phone cameras' outfit pictures are cropped to, when a size is unknown. */
const DEFAULT_RATIO = 4 / 5;
/** Very tall or wide pictures are letterboxed inside these bounds instead of taking the screen. */
const MIN_RATIO = 3 / 5;
const MAX_RATIO = 16 / 9;

function ratioOf(image: PostView['images'][number] | undefined): number {
  if (!image?.width || !image.height) return DEFAULT_RATIO;
  return Math.min(MAX_RATIO, Math.max(MIN_RATIO, image.width / image.height));
}

/**
 * A post's pictures full-bleed: one swipeable row (scroll snap, so the phone's own swipe does
 * the work), its shape taken from the first picture, dots that follow the swipe, and arrows for
 * a mouse. A video plays inline, muted, with its controls and poster. `overlay(index)` draws the
 * product tag pins over each picture.
 */
export function PostMedia({
  post,
  overlay,
  eager = false,
}: {
  post: PostView;
  overlay?: (imageIndex: number) => ReactNode;
  /** The first card of a page loads its picture at once (the largest paint). */
  eager?: boolean;
}) {
  const t = useT();
  const track = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);

  if (post.video) {
    return (
      <div className={styles.media} style={{ aspectRatio: String(DEFAULT_RATIO) }}>
        {/* biome-ignore lint/a11y/useMediaCaption: members' outfit videos have no caption track. */}
        <video
          className={styles.video}
          src={post.video.url}
          poster={post.video.posterUrl ?? undefined}
          controls
          muted
          playsInline
          preload="metadata"
          aria-label={t('community.card.videoOf', { name: post.author.name })}
        />
      </div>
    );
  }
  if (post.images.length === 0) return null;

  const count = post.images.length;
  const goTo = (index: number) => {
    const node = track.current;
    if (node) node.scrollTo({ left: index * node.clientWidth, behavior: 'smooth' });
  };
  const onScroll = () => {
    const node = track.current;
    if (node && node.clientWidth > 0) setCurrent(Math.round(node.scrollLeft / node.clientWidth));
  };

  return (
    <div className={styles.media} style={{ aspectRatio: String(ratioOf(post.images[0])) }}>
      <ul ref={track} className={styles.track} onScroll={onScroll}>
        {post.images.map((image, index) => (
          <li key={image.key} className={styles.slide}>
            <img
              src={image.url}
              srcSet={`${image.smallUrl} 540w, ${image.url} 1080w`}
              sizes="(min-width: 720px) 600px, 100vw"
              alt={
                count > 1
                  ? `${t('community.card.pictureOf', { name: post.author.name })} (${t('community.card.picture', { index: index + 1, count })})`
                  : t('community.card.pictureOf', { name: post.author.name })
              }
              loading={eager && index === 0 ? 'eager' : 'lazy'}
              decoding="async"
              className={styles.picture}
            />
            {overlay?.(index)}
          </li>
        ))}
      </ul>
      {count > 1 && (
        <>
          <span className={styles.counter} aria-hidden="true">
            {current + 1}/{count}
          </span>
          {current > 0 && (
            <button
              type="button"
              className={`${styles.arrow} ${styles.arrowPrev}`}
              onClick={() => goTo(current - 1)}
              aria-label={t('community.card.previous')}
            >
              ‹
            </button>
          )}
          {current < count - 1 && (
            <button
              type="button"
              className={`${styles.arrow} ${styles.arrowNext}`}
              onClick={() => goTo(current + 1)}
              aria-label={t('community.card.next')}
            >
              ›
            </button>
          )}
          <div className={styles.dots} aria-hidden="true">
            {post.images.map((image, index) => (
              <span key={image.key} className={index === current ? styles.dotActive : styles.dot} />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
