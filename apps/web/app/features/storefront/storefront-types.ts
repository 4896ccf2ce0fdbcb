import type { LiveSummaryView } from '@cho-dep/api/live/live-view-schemas';
import type {
  CollectionSummaryView,
  CollectionView,
  ShopPageView,
  ShopProductsView,
  TopSellerView,
} from '@cho-dep/api/storefront/storefront-views';
import type { SearchParams } from '@cho-dep/core/search/search-params';
import type { SearchResultView } from '@cho-dep/core/search/search-result';

/** What the storefront pages' loaders hand their components (names already in the visitor's language). */
export interface CategoryLeaf {
  id: string;
  name: string;
  imageUrl: string | null;
  productCount: number;
}

export interface CategoryGroup extends CategoryLeaf {
  children: CategoryLeaf[];
}

export interface CategoryRef {
  id: string;
  name: string;
}

export interface CategoryPageData {
  category: CategoryRef;
  parent: CategoryRef | null;
  /** Sub-categories of a top-level category, or the siblings of a sub-category. */
  chips: CategoryRef[];
  params: Pick<SearchParams, 'sort' | 'page' | 'pageSize'>;
  result: SearchResultView;
}

export interface SellerPageData extends ShopPageView {
  products: ShopProductsView;
  /** The shop's lives: on air, upcoming, then its replays. */
  lives: LiveSummaryView[];
  signedIn: boolean;
}

export interface CollectionPageData {
  collection: CollectionView;
}

export interface CollectionListData extends CollectionPageData {
  collections: CollectionSummaryView[];
}

export interface TopSellerPageData {
  sellers: TopSellerView[];
}
