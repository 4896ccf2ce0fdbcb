import type { SearchParams, SearchSort } from '@cho-dep/core/search/search-params';
import { changeSearch, searchHref } from '@cho-dep/core/search/search-url';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import styles from './search-page.module.css';

function PriceArrows({ sort }: { sort: SearchSort }) {
  const up = sort === 'price_asc';
  const down = sort === 'price_desc';
  return (
    <svg width="12" height="16" viewBox="0 0 12 16" aria-hidden="true" className={styles.priceArrows}>
      <path d="M6 1l4 5H2z" fill="currentColor" opacity={down ? 0.3 : 1} />
      <path d="M6 15l4-5H2z" fill="currentColor" opacity={up ? 0.3 : 1} />
    </svg>
  );
}

/**
 * Shopee-style sort tabs as links (the sort lives in the address, so they work without
 * scripts and the back button undoes them). Relevance needs words to rank by, so it is
 * offered only with a query. The price tab toggles low-to-high and high-to-low; its name
 * says the order it shows.
 */
export function SortTabs({ params, sort }: { params: SearchParams; sort: SearchSort }) {
  const t = useT();
  const tabs: SearchSort[] = params.q ? ['relevance', 'newest', 'best_selling'] : ['newest', 'best_selling'];
  const onPrice = sort === 'price_asc' || sort === 'price_desc';
  const nextPrice: SearchSort = sort === 'price_asc' ? 'price_desc' : 'price_asc';
  const className = (current: boolean) =>
    [styles.sortTab, current && styles.sortTabCurrent].filter(Boolean).join(' ');
  return (
    <nav aria-label={t('search.sort.label')} className={styles.sortTabs} data-testid="sort-tabs">
      <span className={styles.sortLabel} aria-hidden="true">
        {t('search.sort.label')}
      </span>
      {tabs.map((tab) => (
        <Link
          key={tab}
          to={searchHref(changeSearch(params, { sort: tab }))}
          className={className(sort === tab)}
          aria-current={sort === tab ? 'true' : undefined}
        >
          {t(`search.sort.${tab}`)}
        </Link>
      ))}
      <Link
        to={searchHref(changeSearch(params, { sort: nextPrice }))}
        className={className(onPrice)}
        aria-current={onPrice ? 'true' : undefined}
        aria-label={t(sort === 'price_desc' ? 'search.sort.priceDesc' : 'search.sort.priceAsc')}
      >
        {t('search.sort.price')}
        <PriceArrows sort={sort} />
      </Link>
    </nav>
  );
}
