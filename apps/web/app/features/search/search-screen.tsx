import { activeFilters } from '@cho-dep/core/search/active-filters';
import { pageCountOf, searchHref } from '@cho-dep/core/search/search-href';
import { effectiveSort } from '@cho-dep/core/search/search-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../lib/i18n';
import { rememberLocalSearch } from '../../lib/recent-searches-storage';
import { onSearchOverlayRequest } from '../../lib/search-overlay-request';
import { ActiveFilterChips } from './active-filter-chips';
import { FilterPanel } from './filter-panel';
import { FilterSheet } from './filter-sheet';
import { FunnelIcon } from './funnel-icon';
import { SearchOverlay } from './search-overlay';
import styles from './search-page.module.css';
import type { SearchPageData } from './search-page-data';
import { MiniPager, SearchPagination } from './search-pagination';
import { ResultGrid, SearchEmpty, SearchError } from './search-results';
import { SortTabs } from './sort-tabs';

const countFormats = new Map<string, Intl.NumberFormat>();
function formatCount(language: string, count: number): string {
  let format = countFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language);
    countFormats.set(language, format);
  }
  return format.format(count);
}

/**
 * /tim-kiem: the overlay (open by default on a blank search), then results with sort tabs,
 * filters (left sidebar on wide screens, a bottom sheet on phones), removable filter chips
 * and pages. Everything but the overlay is driven by the address.
 */
export function SearchScreen({ data }: { data: SearchPageData }) {
  const { params, result, trending, categoryName, signedIn, language } = data;
  const t = useT();
  const location = useLocation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const filters = activeFilters(params);
  const blank = params.q === '' && filters.length === 0 && params.page === 1 && !params.sort;

  // Open by default on a blank search; a closed overlay stays closed for that history entry,
  // and the header's search button reopens it in place.
  const [dismissedKey, setDismissedKey] = useState<string | null>(null);
  const [requestedKey, setRequestedKey] = useState<string | null>(null);
  const keyRef = useRef(location.key);
  keyRef.current = location.key;
  const overlayOpen = requestedKey === location.key || (blank && dismissedKey !== location.key);
  useEffect(() => onSearchOverlayRequest(() => setRequestedKey(keyRef.current)), []);

  const closeOverlay = () => {
    setDismissedKey(keyRef.current);
    setRequestedKey(null);
  };

  // Focus lands on the results heading once the overlay is gone (it cannot while the overlay is modal).
  const wasOpen = useRef(overlayOpen);
  useEffect(() => {
    if (wasOpen.current && !overlayOpen) headingRef.current?.focus({ preventScroll: true });
    wasOpen.current = overlayOpen;
  }, [overlayOpen]);

  // Guests keep their history in this browser; signed-in searches are recorded by the API.
  useEffect(() => {
    if (!signedIn && params.q && result) rememberLocalSearch(params.q);
  }, [signedIn, params.q, result]);

  const sort = result?.sort ?? effectiveSort(params);
  const pages = result ? pageCountOf(result.total, result.pageSize) : 1;
  const count = result ? `${formatCount(language, result.total)}${result.totalIsCapped ? '+' : ''}` : '';

  return (
    <div className={styles.page}>
      <SearchOverlay
        open={overlayOpen}
        onClose={closeOverlay}
        query={params.q}
        signedIn={signedIn}
        trending={trending}
      />
      <div className={styles.layout}>
        <aside className={styles.sidebar} aria-labelledby="search-filters-title">
          <h2 id="search-filters-title" className={styles.sidebarTitle}>
            <FunnelIcon />
            {t('search.filters.title')}
          </h2>
          <FilterPanel
            key={location.search}
            id="search-filters"
            params={params}
            facets={result?.facets}
            language={language}
            categoryName={categoryName}
            applyOnChange
          />
        </aside>
        <div className={styles.main}>
          <div className={styles.head}>
            <h1 ref={headingRef} tabIndex={-1} className={styles.title} data-testid="search-count">
              {params.q
                ? result
                  ? t('search.results.count', { count, query: result.correctedQuery ?? params.q })
                  : `“${params.q}”`
                : t('search.results.allProducts')}
            </h1>
            {!params.q && result && (
              <p className={styles.subtitle}>{t('search.results.countAll', { count })}</p>
            )}
            {result?.correctedQuery && (
              <p className={styles.corrected} data-testid="search-corrected">
                {t('search.results.corrected', { typed: params.q })}{' '}
                <Link to={searchHref({ ...params, q: result.correctedQuery, page: undefined })}>
                  “{result.correctedQuery}”
                </Link>
              </p>
            )}
          </div>
          <div className={styles.toolbar}>
            <SortTabs params={params} sort={sort} />
            <MiniPager params={params} pages={pages} />
            <FilterSheet
              key={location.search}
              params={params}
              facets={result?.facets}
              language={language}
              activeCount={filters.length}
              categoryName={categoryName}
            />
          </div>
          <ActiveFilterChips
            params={params}
            filters={filters}
            facets={result?.facets}
            language={language}
            categoryName={categoryName}
          />
          {!result ? (
            <SearchError />
          ) : result.items.length === 0 ? (
            <SearchEmpty params={params} hasFilters={filters.length > 0} trending={trending} />
          ) : (
            <>
              <ResultGrid result={result} />
              <SearchPagination params={params} pages={pages} />
            </>
          )}
        </div>
      </div>
    </div>
  );
}
