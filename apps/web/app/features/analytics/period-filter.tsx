import type { FieldError } from '@cho-dep/core/errors/app-error';
import { formatDay } from '@cho-dep/core/format/date-time';
import { ANALYTICS_GRANULARITIES, ANALYTICS_PRESETS } from '@cho-dep/core/seller-analytics/analytics-period';
import type { AnalyticsQuery } from '@cho-dep/core/seller-analytics/analytics-query-schema';
import { Form, Link } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n';
import { buttonClassName } from '../../ui/button';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import styles from './seller-analytics.module.css';

interface PeriodFilterProps {
  path: string;
  query: AnalyticsQuery;
  /** What the address held, kept in the boxes when it was refused. */
  typed: Record<string, string>;
  errors: FieldError[];
  period: { from: string; to: string };
  previous?: { from: string; to: string };
  /** The reports page groups by day, week or month; the performance page does not. */
  withGranularity: boolean;
}

/**
 * Presets as links (they work before the page's script loads) and a custom range as a GET
 * form, so every view has its own address to share or reload.
 */
export function PeriodFilter({
  path,
  query,
  typed,
  errors,
  period,
  previous,
  withGranularity,
}: PeriodFilterProps) {
  const t = useT();
  const language = useLanguage();
  const custom = !query.preset && Boolean(query.from);
  const active = query.preset ?? (custom ? 'custom' : 'last30');
  const errorOf = (field: string) => {
    const error = errors.find((e) => e.path === field);
    return error ? t(error.message, error.params) : undefined;
  };
  const granularity =
    withGranularity && query.granularity !== 'day' ? `&granularity=${query.granularity}` : '';
  return (
    <div className={styles.filter}>
      <nav className={styles.presets} aria-label={t('sellerAnalytics.presets.label')}>
        {ANALYTICS_PRESETS.map((preset) => (
          <Link
            key={preset}
            to={`${path}?preset=${preset}${granularity}`}
            className={[styles.preset, active === preset && styles.presetActive].filter(Boolean).join(' ')}
            aria-current={active === preset ? 'true' : undefined}
            preventScrollReset
          >
            {t(`sellerAnalytics.presets.${preset}`)}
          </Link>
        ))}
      </nav>
      <Form method="get" action={path} className={styles.custom} preventScrollReset>
        <TextField
          type="date"
          name="from"
          label={t('sellerAnalytics.period.from')}
          defaultValue={typed.from ?? (custom ? query.from : period.from)}
          error={errorOf('from')}
        />
        <TextField
          type="date"
          name="to"
          label={t('sellerAnalytics.period.to')}
          defaultValue={typed.to ?? (custom ? query.to : period.to)}
          error={errorOf('to')}
        />
        {withGranularity && (
          <SelectField
            name="granularity"
            label={t('sellerAnalytics.granularity.label')}
            defaultValue={query.granularity}
            options={ANALYTICS_GRANULARITIES.map((g) => ({
              value: g,
              label: t(`sellerAnalytics.granularity.${g}`),
            }))}
          />
        )}
        <button type="submit" className={buttonClassName({ variant: 'secondary' })}>
          {t('sellerAnalytics.period.apply')}
        </button>
      </Form>
      <p className={styles.periodLine}>
        <strong>
          {t('sellerAnalytics.period.current', {
            from: formatDay(period.from, language),
            to: formatDay(period.to, language),
          })}
        </strong>
        {previous && (
          <span>
            {' · '}
            {t('sellerAnalytics.period.comparing', {
              from: formatDay(previous.from, language),
              to: formatDay(previous.to, language),
            })}
          </span>
        )}
        <span className={styles.rangeHint}> · {t('sellerAnalytics.period.rangeHint')}</span>
      </p>
    </div>
  );
}
