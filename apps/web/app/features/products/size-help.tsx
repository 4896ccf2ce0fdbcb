import type { SizeChartView } from '@cho-dep/core/catalog/product-detail';
import type { RecommendSizeResult } from '@cho-dep/core/catalog/recommend-size';
import type { SizeDetail } from '@cho-dep/core/catalog/size-chart';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n';
import { ProductIcon } from './product-icons';
import styles from './size-help.module.css';
import { sizeRecommendationText } from './size-recommendation-text';

// The dialog's code loads on first open: most visitors never open it.
const SizeChartModal = lazy(() => import('./size-chart-modal'));

/**
 * Under the size choice: "Gợi ý size cho bạn: Ngực 88 cm vừa size M" when the buyer's body
 * measurements say so, an invitation to add measurements when they are missing, and the
 * size chart button.
 */
export function SizeHelp({
  chart,
  details,
  recommendation,
  signedIn,
}: {
  chart: SizeChartView | null;
  details: SizeDetail[];
  recommendation: RecommendSizeResult | null;
  signedIn: boolean;
}) {
  const t = useT();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  if (!chart && details.length === 0) return null;
  const text = sizeRecommendationText(t, language, recommendation);
  const askForMeasurements =
    signedIn && recommendation?.kind === 'none' && recommendation.why === 'noMeasurements';
  return (
    <div className={styles.help}>
      {text && (
        <p className={styles.recommendation} data-testid="size-recommendation">
          <ProductIcon name="ruler" size={18} />
          <span>
            <strong>{t('product.size.recommendation.label')}:</strong> {text}
          </span>
        </p>
      )}
      {askForMeasurements && (
        <Link to="/trang-ca-nhan?tab=measurements" className={styles.addMeasurements}>
          {t('product.size.recommendation.addMeasurements')}
        </Link>
      )}
      <button type="button" className={styles.chartButton} onClick={() => setOpen(true)}>
        <ProductIcon name="ruler" size={18} />
        {t('product.size.chartButton')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <SizeChartModal
            open={open}
            onClose={() => setOpen(false)}
            chart={chart}
            details={details}
            recommendation={text}
          />
        </Suspense>
      )}
    </div>
  );
}
