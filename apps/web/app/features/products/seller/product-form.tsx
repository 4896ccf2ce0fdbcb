import { FormProvider } from 'react-hook-form';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import { Alert } from '../../../ui/alert';
import { FormErrorSummary } from '../../../ui/form-error-summary';
import { AttributesSection } from './attributes-section';
import { BasicSection } from './basic-section';
import { EditNotice } from './edit-notice';
import { ProductActionBar } from './product-action-bar';
import styles from './product-form.module.css';
import type { CategoryChoice } from './product-form-fields';
import type { ProductDefaults } from './product-form-values';
import type { SellerProductDetail } from './products-api';
import { ReturnsSection } from './returns-section';
import { SalesSection } from './sales-section';
import { ShippingSection } from './shipping-section';
import { type SizeChartChoice, SizeSection } from './size-section';
import { PRODUCTS_LIST_HREF, useProductForm } from './use-product-form';

/**
 * The product form of /ban-hang/quan-ly-san-pham/tao and /cap-nhat/{id} (product.md §3
 * and 5), one section per card. Client checks use the API's own schemas (draft, create or
 * update strength), the server's field errors land beside their fields, and every typed value
 * stays as typed.
 */
export function ProductForm({
  categories,
  sizeCharts,
  detail,
  defaults,
}: {
  categories: CategoryChoice[];
  sizeCharts: SizeChartChoice[];
  /** A new product starts with the shop's preparation time and return policy (settings). */
  defaults?: ProductDefaults;
  /** The stored product when editing; absent when creating. */
  detail?: SellerProductDetail;
}) {
  const t = useT();
  const { form, initial, formRef, formError, summary, pending, live, canDraft, save, primaryLabel } =
    useProductForm({ detail, defaults });

  return (
    <FormProvider {...form}>
      <form ref={formRef} className={styles.form} onSubmit={(event) => void save(true, event)} noValidate>
        <div className={styles.formHead}>
          <Link to={PRODUCTS_LIST_HREF} className={styles.back}>
            ‹ {t('sellerProducts.meta.list')}
          </Link>
          <h1 className={styles.title}>
            {detail ? t('sellerProducts.meta.edit') : t('sellerProducts.meta.create')}
          </h1>
        </div>

        {detail && <EditNotice detail={detail} />}

        {formError && <Alert tone="error">{formError}</Alert>}
        <FormErrorSummary errors={{ summary }} />

        <BasicSection categories={categories} />
        <AttributesSection />
        <SalesSection priceLock={live ? detail?.priceLock : undefined} />
        <ShippingSection defaultPreparationDays={defaults?.preparationDays} />
        <SizeSection sizeCharts={sizeCharts} />
        <ReturnsSection />

        <ProductActionBar
          listHref={PRODUCTS_LIST_HREF}
          initial={initial}
          live={live}
          priceChangesLeft={detail?.priceLock.changesLeft ?? 0}
          canDraft={canDraft}
          pending={pending}
          primaryLabel={primaryLabel}
          onDraft={() => void save(false)}
        />
      </form>
    </FormProvider>
  );
}
