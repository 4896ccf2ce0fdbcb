import type { PickerProduct } from '@cho-dep/api/shops/categories/shop-category-schemas';
import { useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { useT } from '../../../lib/i18n';
import { Alert } from '../../../ui/alert';
import { SellerFormFrame } from '../../../ui/seller-form-frame';
import { ProductPicker } from '../../../ui/shop-product-picker/product-picker';
import { useVoucherForm, type VoucherFormProps } from './use-voucher-form';
import { VoucherBasicsSection } from './voucher-basics-section';
import { VoucherConditionsSection } from './voucher-conditions-section';
import { VoucherRulesSection } from './voucher-rules-section';

/**
 * {desk}/tao and /cap-nhat/{id}: every field of a voucher (product.md §3), checked with
 * the schema the API uses. A running voucher keeps its terms: the boxes it may not change are
 * read-only, as the API refuses them anyway.
 */
export function VoucherForm({ desk, initial, now }: VoucherFormProps) {
  const t = useT();
  const { form, onSubmit, frame } = useVoucherForm({ desk, initial, now });
  const [picking, setPicking] = useState(false);
  const running = initial?.phase === 'running';
  const products = useWatch({ control: form.control, name: 'products' });

  const addProduct = (product: PickerProduct) => {
    form.setValue('products', [...form.getValues('products'), { id: product.id, name: product.name }]);
    form.clearErrors('products');
  };

  return (
    <FormProvider {...form}>
      <SellerFormFrame
        ns="sellerVouchers"
        editing={initial !== null}
        backHref={desk.href}
        errors={frame}
        onSubmit={onSubmit}
        notice={running && <Alert tone="info">{t('sellerVouchers.form.runningNotice')}</Alert>}
        outside={
          picking && (
            <ProductPicker
              chosen={new Set(products.map((p) => p.id))}
              onAdd={addProduct}
              onClose={() => setPicking(false)}
            />
          )
        }
      >
        <VoucherBasicsSection desk={desk} running={running} onPick={() => setPicking(true)} />
        <VoucherRulesSection running={running} />
        <VoucherConditionsSection desk={desk} running={running} />
      </SellerFormFrame>
    </FormProvider>
  );
}
