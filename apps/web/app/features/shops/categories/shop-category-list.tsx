import type { ShopCategoryList as ListAnswer } from '@cho-dep/api/shops/categories/shop-category-schemas';
import { formatDayMonthYear } from '@cho-dep/core/format/date';
import { Link, useRevalidator } from 'react-router';
import { useLanguage, useT } from '../../../lib/i18n';
import { Badge } from '../../../ui/badge';
import { buttonClassName } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { Pagination } from '../../../ui/pagination';
import styles from '../../../ui/seller-marketing.module.css';
import { CategoryActions } from './category-actions';

export const CATEGORIES_HREF = '/ban-hang/quan-ly-danh-muc';

/** /ban-hang/quan-ly-danh-muc: the shop's categories with title, status, created date and product count. */
export function ShopCategoryList({ list }: { list: ListAnswer }) {
  const t = useT();
  const language = useLanguage();
  const revalidator = useRevalidator();
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  return (
    <div className={styles.screen}>
      <div className={styles.head}>
        <h1 className={styles.title}>{t('shopCategories.meta.list')}</h1>
        <Link to={`${CATEGORIES_HREF}/tao`} className={buttonClassName({ size: 'sm' })}>
          {t('shopCategories.list.add')}
        </Link>
      </div>
      <p className={styles.intro}>{t('shopCategories.list.intro')}</p>
      {list.data.length === 0 ? (
        <EmptyState title={t('shopCategories.list.empty')} description={t('shopCategories.list.emptyHint')} />
      ) : (
        <ul className={styles.list}>
          {list.data.map((category) => (
            <li key={category.id} className={styles.row}>
              <div className={styles.rowMain}>
                <Link to={`${CATEGORIES_HREF}/chi-tiet/${category.id}`} className={styles.rowTitle}>
                  {category.title}
                </Link>
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
              </div>
              <div className={styles.actions}>
                <Link
                  to={`${CATEGORIES_HREF}/cap-nhat/${category.id}`}
                  className={buttonClassName({ size: 'sm', variant: 'secondary' })}
                >
                  {t('shopCategories.actions.edit')}
                </Link>
                <CategoryActions
                  category={category}
                  onChanged={() => void revalidator.revalidate()}
                  onDeleted={() => void revalidator.revalidate()}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <Pagination
          page={list.page}
          pages={pages}
          href={(page) => `${CATEGORIES_HREF}?page=${page}`}
          label={t('shopCategories.list.pages')}
        />
      )}
    </div>
  );
}
