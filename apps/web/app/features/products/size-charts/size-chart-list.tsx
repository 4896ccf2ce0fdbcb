import type { SellerSizeChart } from '@cho-dep/api/products/size-charts/size-chart-schemas';
import { SIZE_CHART_TYPES } from '@cho-dep/core/catalog/size-chart';
import { formatDayMonthYear } from '@cho-dep/core/format/date';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { call, client } from '../../../lib/api-fetch';
import { useLanguage, useT } from '../../../lib/i18n';
import { Badge } from '../../../ui/badge';
import { Button, buttonClassName } from '../../../ui/button';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { EmptyState } from '../../../ui/empty-state';
import { useToast } from '../../../ui/toast';
import styles from './size-charts.module.css';

export const SIZE_CHARTS_HREF = '/ban-hang/quan-ly-size-chart';

/** /ban-hang/quan-ly-size-chart: start a chart from a template, and the shop's charts. */
export function SizeChartList({ charts }: { charts: SellerSizeChart[] }) {
  const t = useT();
  const language = useLanguage();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [deleting, setDeleting] = useState<SellerSizeChart | null>(null);
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{t('sizeCharts.meta.list')}</h1>
      <p className={styles.intro}>{t('sizeCharts.list.intro')}</p>
      <section className={styles.panel} aria-labelledby="size-chart-templates">
        <h2 id="size-chart-templates" className={styles.sectionTitle}>
          {t('sizeCharts.list.createFrom')}
        </h2>
        <div className={styles.types}>
          {SIZE_CHART_TYPES.map((type) => (
            <Link
              key={type}
              to={`${SIZE_CHARTS_HREF}/tao?type=${type}`}
              className={buttonClassName({ size: 'sm', variant: 'secondary' })}
            >
              {t(`sizeCharts.types.${type}`)}
            </Link>
          ))}
        </div>
      </section>
      {charts.length === 0 ? (
        <EmptyState title={t('sizeCharts.list.empty')} description={t('sizeCharts.list.emptyHint')} />
      ) : (
        <ul className={styles.list}>
          {charts.map((chart) => (
            <li key={chart.id} className={styles.card}>
              <p className={styles.cardTitle}>{chart.name}</p>
              <div className={styles.meta}>
                <Badge tone="info">{t(`sizeCharts.types.${chart.type}`)}</Badge>
                <span>
                  {t('sizeCharts.list.sizes', {
                    count: chart.rows.length,
                    names: chart.rows.map((r) => r.sizeName).join(', '),
                  })}
                </span>
              </div>
              <div className={styles.meta}>
                <span>
                  {chart.productCount > 0
                    ? t('sizeCharts.list.usedBy', { count: chart.productCount })
                    : t('sizeCharts.list.unused')}
                </span>
                <span>
                  {t('sizeCharts.list.updatedAt', {
                    date: formatDayMonthYear(new Date(chart.updatedAt), undefined, language),
                  })}
                </span>
              </div>
              <div className={styles.actions}>
                <Link
                  to={`${SIZE_CHARTS_HREF}/cap-nhat/${chart.id}`}
                  className={buttonClassName({ size: 'sm', variant: 'secondary' })}
                >
                  {t('sizeCharts.list.edit')}
                </Link>
                <Button size="sm" variant="ghost" onClick={() => setDeleting(chart)}>
                  {t('sizeCharts.list.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {deleting && (
        <ConfirmDialog
          tone="danger"
          title={t('sizeCharts.confirm.deleteTitle')}
          body={[
            t('sizeCharts.confirm.deleteBody', { name: deleting.name }),
            deleting.productCount > 0
              ? t('sizeCharts.confirm.deleteUsed', { count: deleting.productCount })
              : '',
          ]
            .filter(Boolean)
            .join(' ')}
          confirmLabel={t('sizeCharts.confirm.confirm')}
          cancelLabel={t('sizeCharts.confirm.cancel')}
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            await call(
              client.DELETE('/api/v1/seller/size-charts/{id}', { params: { path: { id: deleting.id } } }),
            );
            setDeleting(null);
            toast.show(t('sizeCharts.done.deleted'), 'success');
            void revalidator.revalidate();
          }}
        />
      )}
    </div>
  );
}
