import type {
  ProductExportAnswer,
  ProductImportAnswer,
} from '@cho-dep/api/products/bulk/product-bulk-schemas';
import { PRODUCT_STATUSES } from '@cho-dep/core/catalog/catalog-states';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { call, client } from '../../../lib/api-fetch';
import { useT } from '../../../lib/i18n';
import { Button, buttonClassName } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { RadioGroup } from '../../../ui/radio-group';
import { SelectField } from '../../../ui/select-field';
import { useToast } from '../../../ui/toast';
import { formatBytes, formatStamp } from './bulk-format';
import { BulkUpload } from './bulk-upload';
import styles from './product-files.module.css';

const DAYS = LIMITS.downloads.keptDays;

/**
 * /ban-hang/quan-ly-san-pham/tai-xuong-danh-sach: the product list download (XLSX or CSV,
 * optionally one status) with its 30-day history, and the bulk upload beside it.
 */
export function ProductFilesScreen({
  exports,
  runningImport,
}: {
  exports: ProductExportAnswer[];
  runningImport: ProductImportAnswer | null;
}) {
  const t = useT();
  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{t('productBulk.meta.files')}</h1>
      <div className={styles.columns}>
        <div className={styles.column}>
          <ExportPanel />
          <ExportHistory exports={exports} />
        </div>
        <BulkUpload initial={runningImport} />
      </div>
    </div>
  );
}

function ExportPanel() {
  const t = useT();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [format, setFormat] = useState<'xlsx' | 'csv'>('xlsx');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const create = async () => {
    setBusy(true);
    try {
      const answer = await call(
        client.POST('/api/v1/seller/product-exports', {
          body: { format, status: PRODUCT_STATUSES.find((value) => value === status) },
        }),
      );
      toast.show(t('productBulk.export.created', { count: answer.data.rowCount }), 'success');
      await revalidator.revalidate();
      // Start the download at once; the file also stays in the history.
      window.location.assign(answer.data.downloadUrl);
    } catch (error) {
      toast.show(error instanceof ApiError ? error.message : t('errors.INTERNAL'), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card as="section" aria-labelledby="export-title" className={styles.panel}>
      <h2 id="export-title" className={styles.heading}>
        {t('productBulk.export.title')}
      </h2>
      <p className={styles.muted}>{t('productBulk.export.intro', { days: DAYS })}</p>
      <RadioGroup
        legend={t('productBulk.export.format')}
        name="format"
        direction="horizontal"
        value={format}
        onChange={(value) => setFormat(value === 'csv' ? 'csv' : 'xlsx')}
        options={[
          { value: 'xlsx', label: t('productBulk.export.formatXlsx') },
          { value: 'csv', label: t('productBulk.export.formatCsv') },
        ]}
      />
      <SelectField
        label={t('productBulk.export.status')}
        value={status}
        onChange={(event) => setStatus(event.target.value)}
        options={[
          { value: '', label: t('productBulk.export.statusAll') },
          ...PRODUCT_STATUSES.map((value) => ({ value, label: t(`productBulk.statuses.${value}`) })),
        ]}
      />
      <div>
        <Button onClick={() => void create()} loading={busy}>
          {t('productBulk.export.submit')}
        </Button>
      </div>
    </Card>
  );
}

function ExportHistory({ exports }: { exports: ProductExportAnswer[] }) {
  const t = useT();
  return (
    <Card as="section" aria-labelledby="history-title" className={styles.panel}>
      <div className={styles.headingRow}>
        <h2 id="history-title" className={styles.heading}>
          {t('productBulk.history.title')}
        </h2>
        <span className={styles.muted}>{t('productBulk.history.hint', { days: DAYS })}</span>
      </div>
      {exports.length === 0 ? (
        <EmptyState
          headingLevel="h3"
          title={t('productBulk.history.empty')}
          description={t('productBulk.history.emptyHint', { days: DAYS })}
        />
      ) : (
        <ul className={styles.history}>
          {exports.map((file) => (
            <li key={file.id} className={styles.file}>
              <span className={styles.fileBadge} aria-hidden="true">
                {file.format.toUpperCase()}
              </span>
              <div className={styles.fileText}>
                <p className={styles.fileName}>
                  {file.statusFilter
                    ? t(`productBulk.statuses.${file.statusFilter}`)
                    : t('productBulk.export.statusAll')}
                  <span className={styles.muted}>
                    {' · '}
                    {t('productBulk.history.rows')}: {file.rowCount} · {formatBytes(file.sizeBytes)}
                  </span>
                </p>
                <p className={styles.muted}>
                  <span className="visually-hidden">{t('productBulk.history.createdAt')}: </span>
                  <time dateTime={file.createdAt}>{formatStamp(file.createdAt)}</time>
                  {' · '}
                  {t('productBulk.history.expiresAt')}{' '}
                  <time dateTime={file.expiresAt}>{formatStamp(file.expiresAt)}</time>
                </p>
              </div>
              <a
                href={file.downloadUrl}
                className={buttonClassName({ variant: 'secondary', size: 'sm' })}
                download
              >
                {t('productBulk.history.download')}
                <span className="visually-hidden"> {formatStamp(file.createdAt)}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
