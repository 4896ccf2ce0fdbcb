import { ApiError } from '../../lib/api-client';
import { useT } from '../../lib/i18n';
import { useQuery } from '../../lib/query-cache';
import { Button } from '../button';
import { Spinner } from '../spinner';
import { fetchProduct, PRODUCT_DETAIL } from './product-buy-api';
import { ProductBuyPanel } from './product-buy-panel';
import styles from './product-buy-panel.module.css';

/**
 * A buying sheet's body: the product read as its page shows it now (a spinner meanwhile, the
 * refusal and "Thử lại" if the read fails), then its buying panel.
 */
export function ProductBuySheetBody({
  productId,
  ...panel
}: {
  productId: string;
  startVariantId: string | null;
  onDone: () => void;
  onBuyNow?: (variantId: string, quantity: number) => void;
  testId: string;
}) {
  const t = useT();
  const query = useQuery({
    queryKey: [PRODUCT_DETAIL, { id: productId }],
    queryFn: () => fetchProduct(productId),
  });
  if (query.data) return <ProductBuyPanel product={query.data} {...panel} />;
  if (query.isError)
    return (
      <div className={styles.state}>
        <p>{query.error instanceof ApiError ? query.error.message : t('common.error.generic')}</p>
        <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
          {t('shoppable.sheet.retry')}
        </Button>
      </div>
    );
  return (
    <div className={styles.state}>
      <Spinner />
    </div>
  );
}
