import { pageCountOf } from '@cho-dep/core/search/search-href';
import type { SearchSort } from '@cho-dep/core/search/search-query';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { buttonClassName } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Pagination } from '../../ui/pagination';
import { ProductGrid } from '../../ui/product-card';
import { Breadcrumbs } from './breadcrumbs';
import { CategoryChips } from './category-chips';
import { categoryHref } from './category-links';
import { SortTabs } from './sort-tabs';
import styles from './storefront.module.css';
import type { CategoryPageData } from './storefront-types';

const TABS = ['best_selling', 'newest'] as const satisfies readonly SearchSort[];

/** /nganh-hang/{id}: sub-category chips, the products in a sort, pages. */
export function CategoryScreen({ data }: { data: CategoryPageData }) {
  const t = useT();
  const { category, parent, chips, result, params } = data;
  const top = parent ?? category;
  const pages = pageCountOf(result.total, result.pageSize);
  const keep = { pageSize: params.pageSize };
  const countLabel = result.totalIsCapped
    ? t('storefront.category.productCountCapped', { count: result.total })
    : t('storefront.category.productCount', { count: result.total });
  return (
    <div className={styles.page}>
      <Breadcrumbs
        trail={[
          { label: t('storefront.breadcrumb.categories'), to: '/nganh-hang' },
          ...(parent ? [{ label: parent.name, to: `/nganh-hang/${parent.id}` }] : []),
          { label: category.name },
        ]}
      />
      <div className={styles.head}>
        <h1 className={styles.title}>{category.name}</h1>
        <span className={styles.muted}>{countLabel}</span>
      </div>
      {chips.length > 0 && <CategoryChips top={top} chips={chips} current={category.id} />}
      <div className={styles.sortBar}>
        <SortTabs
          tabs={TABS}
          current={result.sort}
          href={(sort) => categoryHref(category.id, { ...keep, sort })}
        />
        <span className={styles.resultCount} aria-hidden="true">
          {countLabel}
        </span>
      </div>
      {result.items.length === 0 ? (
        <EmptyState
          title={t('storefront.category.empty')}
          description={t('storefront.category.emptyBody')}
          action={
            <Link to="/nganh-hang" className={buttonClassName({ variant: 'secondary' })}>
              {t('storefront.category.browseOther')}
            </Link>
          }
        />
      ) : (
        <ProductGrid products={result.items} position="Category" eagerCount={2} />
      )}
      <Pagination
        label={t('storefront.pagination.label')}
        page={result.page}
        pages={pages}
        href={(page) => categoryHref(category.id, { ...keep, sort: result.sort, page })}
      />
    </div>
  );
}
