import { SHOP_PRODUCT_SORTS, type ShopProductSort } from '@cho-dep/api/storefront/shop-product-sort';
import { pageCountOf } from '@cho-dep/core/search/search-href';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { Alert } from '../../ui/alert';
import { EmptyState } from '../../ui/empty-state';
import { LiveShelf } from '../../ui/live-card/live-shelf';
import { Pagination } from '../../ui/pagination';
import { ProductGrid } from '../../ui/product-card';
import { CollectionCards } from './collection-cards';
import { sellerHref } from './seller-links';
import { ShopBanners } from './shop-banners';
import { ShopHeader } from './shop-header';
import { SortTabs } from './sort-tabs';
import frame from './storefront.module.css';
import type { SellerPageData } from './storefront-types';

const TABS = SHOP_PRODUCT_SORTS.filter(
  (sort): sort is Exclude<ShopProductSort, 'price_asc' | 'price_desc'> => !sort.startsWith('price'),
);

/** /nguoi-ban/{id}: the shop's header, banners, collections and products in sort tabs. */
export function SellerScreen({
  data,
  position,
  feedbackLink,
}: {
  data: SellerPageData;
  position: string;
  /** The route's link to the shop's buyer feedback (another feature's), under the header. */
  feedbackLink?: ReactNode;
}) {
  const t = useT();
  const { shop, banners, collections, products } = data;
  const pages = pageCountOf(products.total, products.pageSize);
  const first = collections[0];
  return (
    <div className={frame.page}>
      <ShopHeader shop={shop} signedIn={data.signedIn} />
      {feedbackLink}
      {shop.isPaused && (
        <Alert tone="info">
          <span>
            <strong>{t('shopSettings.vacation.title')}</strong> {t('shopSettings.vacation.shop')}
          </span>
        </Alert>
      )}
      <ShopBanners banners={banners} />
      <LiveShelf title={t('storefront.lives.shopTitle')} lives={data.lives} testId="shop-lives" />
      {collections.length > 0 && first && (
        <section className={frame.section} aria-labelledby="shop-collections">
          <div className={frame.head}>
            <h2 id="shop-collections" className={frame.subtitle}>
              {t('storefront.shop.collections')}
            </h2>
            <Link to={`/danh-sach/bo-suu-tap/${first.id}?shop_id=${shop.id}`} className={frame.more}>
              {t('storefront.shop.seeAllCollections')}
            </Link>
          </div>
          <CollectionCards collections={collections} href={(c) => `/bo-suu-tap/${c.id}`} />
        </section>
      )}
      <section className={frame.section} aria-labelledby="shop-products" id="san-pham">
        <h2 id="shop-products" className={frame.subtitle}>
          {t('storefront.shop.allProducts')}
        </h2>
        <div className={frame.sortBar}>
          <SortTabs
            tabs={TABS}
            current={products.sort}
            href={(sort) => sellerHref(shop.id, { position, sort })}
          />
          <span className={frame.resultCount} aria-hidden="true">
            {t('storefront.category.productCount', { count: products.total })}
          </span>
        </div>
        {products.items.length === 0 ? (
          <EmptyState
            title={t('storefront.shop.empty')}
            description={t('storefront.shop.emptyBody')}
            headingLevel="h3"
          />
        ) : (
          <ProductGrid products={products.items} position="Shop" />
        )}
        <Pagination
          label={t('storefront.pagination.label')}
          page={products.page}
          pages={pages}
          href={(page) => `${sellerHref(shop.id, { position, sort: products.sort, page })}#san-pham`}
        />
      </section>
    </div>
  );
}
