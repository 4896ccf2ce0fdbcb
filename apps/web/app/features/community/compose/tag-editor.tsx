import { LIMITS } from '@cho-dep/core/constants/limits';
import { type PointerEvent as ReactPointerEvent, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n';
import shared from './compose.module.css';
import { type ComposeValues, type TagLabel, tagLabelKey } from './compose-types';
import { fraction } from './picture-order';
import styles from './tag-editor.module.css';

const P = LIMITS.post;

type Tag = ComposeValues['productTags'][number];

/**
 * Product tags on the pictures: the chosen picture shown large; a tap on it asks for a product
 * to pin at that point; pins can be dragged (or moved with the arrow keys) and removed. The
 * limits per picture and per post are said above the picture.
 */
export function TagEditor({
  pictures,
  tags,
  labels,
  active,
  onActive,
  onAdd,
  onMoveTag,
  onRemoveTag,
}: {
  pictures: { key: string; url: string }[];
  tags: Tag[];
  labels: Record<string, TagLabel>;
  active: number;
  onActive: (index: number) => void;
  onAdd: (point: { imageIndex: number; x: number; y: number }) => void;
  onMoveTag: (tagIndex: number, x: number, y: number) => void;
  onRemoveTag: (tagIndex: number) => void;
}) {
  const t = useT();
  const frame = useRef<HTMLDivElement>(null);
  const [dragging, setDragging] = useState<{ index: number; x: number; y: number } | null>(null);
  const [refusal, setRefusal] = useState<string>();
  const picture = pictures[active];
  if (!picture) return null;
  const onThis = tags.map((tag, index) => ({ tag, index })).filter(({ tag }) => tag.imageIndex === active);
  const full = tags.length >= P.productTagsMax;
  const pictureFull = onThis.length >= P.productTagsPerImageMax;

  const pointAt = (event: { clientX: number; clientY: number }) => {
    const box = frame.current?.getBoundingClientRect();
    if (!box) return { x: 0.5, y: 0.5 };
    return {
      x: fraction(event.clientX - box.left, box.width),
      y: fraction(event.clientY - box.top, box.height),
    };
  };

  const ask = (point: { x: number; y: number }) => {
    if (full) setRefusal(t('compose.tags.postFull', { max: P.productTagsMax }));
    else if (pictureFull) setRefusal(t('compose.tags.pictureFull', { max: P.productTagsPerImageMax }));
    else {
      setRefusal(undefined);
      onAdd({ imageIndex: active, ...point });
    }
  };

  const drag = (index: number) => ({
    onPointerDown: (event: ReactPointerEvent<HTMLButtonElement>) => {
      event.currentTarget.setPointerCapture(event.pointerId);
      setDragging({ index, ...pointAt(event) });
    },
    onPointerMove: (event: ReactPointerEvent<HTMLButtonElement>) => {
      if (dragging?.index === index) setDragging({ index, ...pointAt(event) });
    },
    onPointerUp: () => {
      if (dragging?.index === index) onMoveTag(index, dragging.x, dragging.y);
      setDragging(null);
    },
  });

  return (
    <section className={shared.section} aria-labelledby="compose-tags-title" data-testid="compose-tags">
      <div className={shared.sectionHead}>
        <h2 id="compose-tags-title" className={shared.sectionTitle}>
          {t('compose.tags.title')}
        </h2>
        <span className={shared.count} data-testid="compose-tag-count">
          {t('compose.tags.count', { used: tags.length, max: P.productTagsMax })}
        </span>
      </div>
      <p className={shared.hint}>{t('compose.tags.hint', { max: P.productTagsPerImageMax })}</p>

      {pictures.length > 1 && (
        <div className={styles.thumbs} role="tablist" aria-label={t('compose.tags.choosePicture')}>
          {pictures.map((p, index) => (
            <button
              key={p.key}
              type="button"
              role="tab"
              aria-selected={index === active}
              className={styles.thumb}
              onClick={() => {
                setRefusal(undefined);
                onActive(index);
              }}
              aria-label={t('compose.media.pictureAlt', { index: index + 1 })}
            >
              <img src={p.url} alt="" />
            </button>
          ))}
        </div>
      )}

      <div className={styles.tagStage}>
        {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: a tap on the picture chooses the point; the button under it adds a tag from the keyboard. */}
        <div
          ref={frame}
          className={styles.tagFrame}
          onClick={(event) => {
            // A tap on a pin (moving or removing it) is not a new point.
            if ((event.target as HTMLElement).closest('[data-pin]')) return;
            ask(pointAt(event));
          }}
          data-testid="compose-tag-picture"
        >
          <img
            src={picture.url}
            alt={t('compose.media.pictureAlt', { index: active + 1 })}
            draggable={false}
          />
          {onThis.map(({ tag, index }) => {
            const place = dragging?.index === index ? dragging : tag;
            const label = labels[tagLabelKey(tag.productId, tag.variantId)];
            return (
              <div
                key={`${tag.productId}-${index}`}
                className={styles.pin}
                style={{ left: `${place.x * 100}%`, top: `${place.y * 100}%` }}
                data-testid="compose-pin"
                data-pin=""
              >
                <button
                  type="button"
                  className={styles.pinDot}
                  aria-label={t('compose.tags.movePin', { name: label?.name ?? '' })}
                  {...drag(index)}
                  onKeyDown={(event) => {
                    const step = 0.02;
                    const moves: Record<string, [number, number]> = {
                      ArrowLeft: [-step, 0],
                      ArrowRight: [step, 0],
                      ArrowUp: [0, -step],
                      ArrowDown: [0, step],
                    };
                    const move = moves[event.key];
                    if (!move) return;
                    event.preventDefault();
                    onMoveTag(index, fraction(tag.x + move[0], 1), fraction(tag.y + move[1], 1));
                  }}
                />
                <span className={styles.pinLabel}>
                  <span className={styles.pinName}>{label?.name ?? t('compose.tags.product')}</span>
                  {label?.variantLabel && <span className={styles.pinVariant}>{label.variantLabel}</span>}
                  <button
                    type="button"
                    className={styles.pinRemove}
                    onClick={() => onRemoveTag(index)}
                    aria-label={t('compose.tags.removePin', { name: label?.name ?? '' })}
                  >
                    ×
                  </button>
                </span>
              </div>
            );
          })}
        </div>
      </div>
      <button
        type="button"
        className={shared.textButton}
        onClick={() => ask({ x: 0.5, y: 0.5 })}
        data-testid="compose-tag-center"
      >
        {t('compose.tags.addAtCenter')}
      </button>
      {refusal && (
        <p className={shared.note} role="status">
          {refusal}
        </p>
      )}
    </section>
  );
}
