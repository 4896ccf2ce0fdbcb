import { formatCount } from '@cho-dep/core/format/count';
import { formatVnd } from '@cho-dep/core/format/money';
import { useLanguage, useT } from '../../lib/i18n';
import styles from './live-studio.module.css';
import type { LiveFigures } from './live-studio-api';

/** Viewers now and peak, hearts, and the live's orders and revenue, in the language's formats. */
export function StudioFigures({ figures, hearts }: { figures: LiveFigures; hearts: number | null }) {
  const t = useT();
  const language = useLanguage();
  const n = (value: number) => formatCount(value, language);
  const cells: [string, string][] = [
    ['viewers', n(figures.viewers)],
    ['peak', n(figures.viewerPeak)],
    ...(hearts === null ? [] : ([['hearts', n(hearts)]] as [string, string][])),
    ['orders', n(figures.orders)],
    ['revenue', formatVnd(figures.revenue)],
  ];
  return (
    <dl className={styles.figures}>
      {cells.map(([key, value]) => (
        <div key={key} className={styles.figure}>
          <dt>{t(`sellerLive.figures.${key}`)}</dt>
          <dd data-testid={`studio-figure-${key}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
