import type { LiveDetailView } from '@cho-dep/api/live/live-view-schemas';
import { formatVnd } from '@cho-dep/core/format/money';
import { useT } from '../../lib/i18n';
import styles from './live.module.css';

/** "12:05" from seconds, the way a video's time reads in every language. */
export function clock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const minutes = Math.floor(whole / 60);
  return `${minutes}:${String(whole % 60).padStart(2, '0')}`;
}

/** The replay's chapters, one per pinned product at the moment it was pinned; a tap seeks there. */
export function LiveChapters({
  chapters,
  onSeek,
}: {
  chapters: LiveDetailView['chapters'];
  onSeek: (seconds: number) => void;
}) {
  const t = useT();
  const products = chapters.filter((c) => c.pin.product);
  if (products.length === 0) return null;
  return (
    <section data-testid="live-chapters">
      <h2 className={styles.groupTitle}>{t('live.chapters')}</h2>
      <ol className={styles.chapters}>
        {products.map((chapter) => {
          const card = chapter.pin.product?.card;
          if (!card) return null;
          return (
            <li key={chapter.pin.id}>
              <button
                type="button"
                className={styles.chapter}
                data-testid="live-chapter"
                data-product-id={card.id}
                data-offset={chapter.offsetSeconds}
                onClick={() => onSeek(chapter.offsetSeconds)}
              >
                {card.imageUrl ? <img src={card.imageUrl} alt="" width={48} height={48} /> : null}
                <span className={styles.chapterText}>
                  <span>{card.name}</span>
                  <span className={styles.muted}>
                    {clock(chapter.offsetSeconds)} ·{' '}
                    {formatVnd(chapter.pin.livePrice ?? card.salePrice ?? card.price)}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
