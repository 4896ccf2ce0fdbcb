import type { SizeChartView } from '@cho-dep/core/catalog/product-detail';
import type { SizeDetail } from '@cho-dep/core/catalog/size-chart';
import { useT } from '../../lib/i18n';
import { Modal } from '../../ui/modal';
import { SizeChartTable, SizeDetailsTable } from '../../ui/size-tables';
import styles from './size-help.module.css';

/** The size chart and size details in a dialog (loaded only when the buyer opens it). */
export default function SizeChartModal({
  open,
  onClose,
  chart,
  details,
  recommendation,
}: {
  open: boolean;
  onClose: () => void;
  chart: SizeChartView | null;
  details: SizeDetail[];
  recommendation: string | null;
}) {
  const t = useT();
  return (
    <Modal open={open} onClose={onClose} title={t('product.size.chartTitle')} size="wide">
      <div className={styles.modalBody}>
        {recommendation && <p className={styles.recommendation}>{recommendation}</p>}
        {chart && <SizeChartTable chart={chart} />}
        {details.length > 0 && (
          <SizeDetailsTable details={details} caption={t('product.size.detailsTitle')} />
        )}
        <p className={styles.note}>{t('product.size.chartNote')}</p>
      </div>
    </Modal>
  );
}
