import type { ShopCategoryDetail } from '@cho-dep/api/shops/categories/shop-category-schemas';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { shopCategoryInputSchema } from '@cho-dep/core/seller-shop/shop-category-schema';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../../lib/i18n';
import { useFormErrors } from '../../../lib/use-form-errors';
import { SellerFormFrame } from '../../../ui/seller-form-frame';
import styles from '../../../ui/seller-marketing.module.css';
import { ProductListField } from '../../../ui/shop-product-picker/product-list-field';
import { usePickedProducts } from '../../../ui/shop-product-picker/use-picked-products';
import { TextField } from '../../../ui/text-field';
import { useToast } from '../../../ui/toast';
import { saveCategory } from './shop-category-api';
import { CATEGORIES_HREF } from './shop-category-list';

const L = LIMITS.shopCategories;

/** /ban-hang/quan-ly-danh-muc/tao and /cap-nhat/{id}: the title and the shop's products in it. */
export function ShopCategoryForm({ initial }: { initial: ShopCategoryDetail | null }) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const errors = useFormErrors();
  const [title, setTitle] = useState(initial?.title ?? '');
  const products = usePickedProducts(initial?.products ?? []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = errors.validate(shopCategoryInputSchema, {
      title,
      productIds: products.items.map((p) => p.id),
    });
    if (!value) return;
    let savedId: string | null = null;
    const ok = await errors.run(async () => {
      savedId = (await saveCategory(initial?.id ?? null, value)).data.id;
    });
    if (!ok || !savedId) return;
    toast.show(t(initial ? 'shopCategories.done.saved' : 'shopCategories.done.created'), 'success');
    navigate(`${CATEGORIES_HREF}/chi-tiet/${savedId}`);
  }

  return (
    <SellerFormFrame
      ns="shopCategories"
      editing={initial !== null}
      backHref={CATEGORIES_HREF}
      errors={errors}
      onSubmit={(event) => void submit(event)}
      outside={products.picker}
    >
      <section className={styles.panel}>
        <TextField
          label={t('shopCategories.form.title')}
          hint={t('shopCategories.form.titleHint', { min: L.titleMin, max: L.titleMax })}
          value={title}
          maxLength={L.titleMax}
          required
          error={errors.fields.title}
          onChange={(event) => {
            setTitle(event.target.value);
            errors.clear('title');
          }}
        />
      </section>
      <ProductListField
        id="category-products"
        ns="shopCategories"
        max={L.productsMax}
        errors={errors.fields}
        {...products.list}
      />
    </SellerFormFrame>
  );
}
