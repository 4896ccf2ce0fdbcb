import type { ShopCategoryDetail } from '@cho-dep/api/shops/categories/shop-category-schemas';
import { formatDayMonthYear } from '@cho-dep/core/format/date';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { useLanguage, useT } from '../../../lib/i18n';
import { Badge } from '../../../ui/badge';
import { buttonClassName } from '../../../ui/button';
import styles from '../../../ui/seller-marketing.module.css';
import { SellerPageHead } from '../../../ui/seller-page-head';
import { ProductLinesPanel } from '../../../ui/shop-product-picker/product-lines-panel';
import { CategoryActions } from './category-actions';
import { CATEGORIES_HREF } from './shop-category-list';

/** /ban-hang/quan-ly-danh-muc/chi-tiet/{id}: one category, its products and its actions. */
export function ShopCategoryDetailScreen({ category }: { category: ShopCategoryDetail }) {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  return (
    <div className={styles.screen}>
      <SellerPageHead
        title={category.title}
        backHref={CATEGORIES_HREF}
        backLabel={t('shopCategories.form.back')}
      />
      <section className={styles.panel}>
        <div className={styles.meta}>
          <Badge tone={category.visible ? 'success' : 'neutral'}>
            {t(category.visible ? 'shopCategories.status.shown' : 'shopCategories.status.hidden')}
          </Badge>
          <span>{t('shopCategories.list.productCount', { count: category.productCount })}</span>
          <span>
            {t('shopCategories.list.createdAt')}:{' '}
            {formatDayMonthYear(new Date(category.createdAt), undefined, language)}
          </span>
        </div>
        <div className={[styles.actions, styles.actionsStart].join(' ')}>
          <Link
            to={`${CATEGORIES_HREF}/cap-nhat/${category.id}`}
            className={buttonClassName({ size: 'sm', variant: 'secondary' })}
          >
            {t('shopCategories.actions.edit')}
          </Link>
          <CategoryActions
            category={category}
            onChanged={() => void revalidator.revalidate()}
            onDeleted={() => navigate(CATEGORIES_HREF)}
          />
          {category.visible && (
            <Link
              to={`/bo-suu-tap/${category.id}`}
              className={buttonClassName({ size: 'sm', variant: 'ghost' })}
            >
              {t('shopCategories.actions.viewAsBuyer')}
            </Link>
          )}
        </div>
      </section>
      <ProductLinesPanel
        id="detail-products"
        title={t('shopCategories.list.products')}
        emptyText={t('shopCategories.form.noProducts')}
        products={category.products}
      />
    </div>
  );
}
