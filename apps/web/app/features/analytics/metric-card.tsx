import { useT } from '../../lib/i18n';
import { changeView, formatMetric, type ShownMetric } from './analytics-format';
import styles from './seller-analytics.module.css';

interface MetricCardProps {
  metric: ShownMetric;
  value: number | null;
  change: number | null;
  language: string;
  /** "vs previous period" or "vs yesterday". */
  against: string;
  selected?: boolean;
  onSelect?: () => void;
}

/** One figure with its change and its definition (a disclosure: tooltips do not work on phones). */
export function MetricCard({
  metric,
  value,
  change,
  language,
  against,
  selected,
  onSelect,
}: MetricCardProps) {
  const t = useT();
  const view = changeView(change, value, language);
  const label = t(`sellerAnalytics.metrics.${metric}`);
  const changeText =
    view.tone === 'new'
      ? t('sellerAnalytics.change.new')
      : view.tone === 'none'
        ? t('sellerAnalytics.change.none')
        : view.tone === 'down'
          ? t('sellerAnalytics.change.down', { value: view.text })
          : t('sellerAnalytics.change.up', { value: view.text });
  return (
    <div
      className={[styles.metric, selected && styles.metricSelected].filter(Boolean).join(' ')}
      data-testid={`metric-${metric}`}
    >
      {onSelect ? (
        <button type="button" className={styles.metricSelect} onClick={onSelect} aria-pressed={selected}>
          <span className={styles.metricLabel}>{label}</span>
        </button>
      ) : (
        <span className={styles.metricLabel}>{label}</span>
      )}
      <strong className={styles.metricValue}>{formatMetric(metric, value, language)}</strong>
      <span className={[styles.change, styles[`change_${view.tone}`]].join(' ')}>
        {changeText} <span className={styles.against}>{against}</span>
      </span>
      <details className={styles.help}>
        <summary aria-label={`${label}: ?`}>?</summary>
        <p>{t(`sellerAnalytics.help.${metric}`)}</p>
      </details>
    </div>
  );
}
