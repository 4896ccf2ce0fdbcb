import { formatDay } from '@cho-dep/core/format/date-time';
import type { FunnelDimension, FunnelGroup } from '@cho-dep/core/tracking/tracking-funnel';
import { useLanguage, useT } from '../../lib/i18n';
import { AdminPage } from '../../ui/admin-page';
import { Alert } from '../../ui/alert';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import styles from './funnel-screen.module.css';

export interface FunnelData {
  from: string;
  to: string;
  by: FunnelDimension;
  rangeInvalid: boolean;
  total: FunnelGroup;
  groups: FunnelGroup[];
}

const STEPS = ['view', 'cart', 'checkout', 'order'] as const;
const DIMENSIONS: readonly FunnelDimension[] = ['day', 'language', 'area', 'device'];

/**
 * /quan-tri/hanh-vi-mua-sam: of the sessions in a range of days, how many viewed a product,
 * added to cart, checked out and ordered, each step's rate over the step before, in total and
 * by day, language, area or device. Only stored sessions are counted.
 */
export function FunnelScreen({ data }: { data: FunnelData }) {
  const t = useT();
  const language = useLanguage();
  const number = new Intl.NumberFormat(language);
  const percent = (rate: number | null) =>
    rate === null ? t('trackingAdmin.noRate') : `${number.format(rate)}%`;
  const groupName = (key: string) => {
    if (data.by === 'day') return formatDay(key, language);
    if (data.by === 'device') return t(`trackingAdmin.devices.${key}`);
    if (data.by === 'language') return t(`trackingAdmin.languages.${key}`);
    return t(`trackingAdmin.areas.${key}`);
  };
  const widest = Math.max(1, data.total.sessions);

  return (
    <AdminPage title={t('trackingAdmin.title')} description={t('trackingAdmin.intro')} withBreadcrumb>
      <form method="get" className={styles.filters}>
        <label className={styles.field}>
          <span>{t('trackingAdmin.from')}</span>
          <input type="date" name="from" defaultValue={data.from} className={styles.input} />
        </label>
        <label className={styles.field}>
          <span>{t('trackingAdmin.to')}</span>
          <input type="date" name="to" defaultValue={data.to} className={styles.input} />
        </label>
        <label className={styles.field}>
          <span>{t('trackingAdmin.groupBy')}</span>
          <select name="by" defaultValue={data.by} className={styles.input}>
            {DIMENSIONS.map((d) => (
              <option key={d} value={d}>
                {t(`trackingAdmin.by.${d}`)}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" size="sm" className={styles.apply}>
          {t('trackingAdmin.apply')}
        </Button>
      </form>
      {data.rangeInvalid && <Alert tone="error">{t('trackingAdmin.rangeInvalid')}</Alert>}

      {data.total.sessions === 0 ? (
        <EmptyState title={t('trackingAdmin.empty')} />
      ) : (
        <>
          <section className={styles.summary} aria-label={t('trackingAdmin.title')}>
            <div className={styles.headline}>
              <p className={styles.big}>
                {number.format(data.total.sessions)}
                <span>{t('trackingAdmin.steps.sessions')}</span>
              </p>
              <p className={styles.big} title={t('trackingAdmin.overallHint')}>
                {percent(data.total.overall)}
                <span>{t('trackingAdmin.overall')}</span>
              </p>
            </div>
            <ol className={styles.steps} data-testid="funnel-steps">
              {STEPS.map((step) => (
                <li key={step} className={styles.step} data-step={step}>
                  <div className={styles.stepHead}>
                    <span>{t(`trackingAdmin.steps.${step}`)}</span>
                    <strong data-testid={`funnel-${step}`}>{number.format(data.total[step])}</strong>
                  </div>
                  <div className={styles.track} aria-hidden="true">
                    <div className={styles.bar} style={{ width: `${(data.total[step] / widest) * 100}%` }} />
                  </div>
                  {step !== 'view' && (
                    <p className={styles.rate}>
                      {t('trackingAdmin.rateOfPrevious', { rate: percent(data.total.rates[step]) })}
                    </p>
                  )}
                </li>
              ))}
            </ol>
          </section>

          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t(`trackingAdmin.by.${data.by}`)}</th>
                  <th scope="col">{t('trackingAdmin.steps.sessions')}</th>
                  {STEPS.map((step) => (
                    <th key={step} scope="col">
                      {t(`trackingAdmin.steps.${step}`)}
                    </th>
                  ))}
                  <th scope="col">{t('trackingAdmin.overall')}</th>
                </tr>
              </thead>
              <tbody>
                {data.groups.map((group) => (
                  <tr key={group.key}>
                    <th scope="row">{groupName(group.key)}</th>
                    <td>{number.format(group.sessions)}</td>
                    {STEPS.map((step) => (
                      <td key={step}>
                        {number.format(group[step])}
                        {step !== 'view' && <small>{percent(group.rates[step])}</small>}
                      </td>
                    ))}
                    <td>
                      <strong>{percent(group.overall)}</strong>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </AdminPage>
  );
}
