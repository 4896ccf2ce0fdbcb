import { withoutFilters } from '@cho-dep/core/search/active-filters';
import { searchHref } from '@cho-dep/core/search/search-href';
import type { SearchParams } from '@cho-dep/core/search/search-params';
import type { SearchResultView } from '@cho-dep/core/search/search-result';
import { Link, useLocation } from 'react-router';
import { useT } from '../../lib/i18n';
import { buttonClassName } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { ProductGrid } from '../../ui/product-card';
import styles from './search-page.module.css';

function SearchIllustration() {
  return (
    <svg width="32" height="32" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
      <path
        d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4M8.5 9.5l5 5M13.5 9.5l-5 5"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** Nothing matched: say so, then offer a way on (drop the filters, or a popular search). */
export function SearchEmpty({
  params,
  hasFilters,
  trending,
}: {
  params: SearchParams;
  hasFilters: boolean;
  trending: string[];
}) {
  const t = useT();
  const ideas = trending.filter(
    (keyword) => keyword.toLocaleLowerCase('vi') !== params.q.toLocaleLowerCase('vi'),
  );
  return (
    <div className={styles.empty} data-testid="search-empty">
      <EmptyState
        icon={<SearchIllustration />}
        title={params.q ? t('search.empty.title', { query: params.q }) : t('search.empty.titleNoQuery')}
        description={hasFilters ? t('search.empty.bodyFiltered') : t('search.empty.body')}
        action={
          hasFilters ? (
            <Link to={searchHref(withoutFilters(params))} className={buttonClassName({ variant: 'primary' })}>
              {t('search.empty.clearFilters')}
            </Link>
          ) : undefined
        }
      />
      {ideas.length > 0 && (
        <section className={styles.ideas} aria-labelledby="search-ideas">
          <h2 id="search-ideas" className={styles.ideasTitle}>
            {t('search.empty.tryThese')}
          </h2>
          <ul className={styles.ideaList}>
            {ideas.slice(0, 8).map((keyword) => (
              <li key={keyword}>
                <Link to={searchHref({ q: keyword })} className={styles.idea}>
                  {keyword}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** The search failed (database busy, network): say so and offer the same search again. */
export function SearchError() {
  const t = useT();
  const location = useLocation();
  return (
    <div className={styles.empty} data-testid="search-error" role="alert">
      <EmptyState
        title={t('search.error.title')}
        description={t('search.error.body')}
        action={
          <a
            href={`${location.pathname}${location.search}`}
            className={buttonClassName({ variant: 'primary' })}
          >
            {t('search.error.retry')}
          </a>
        }
      />
    </div>
  );
}

export function ResultGrid({ result }: { result: SearchResultView }) {
  const t = useT();
  return (
    <section aria-label={t('search.results.listLabel')} data-testid="search-results">
      <ProductGrid products={result.items} position="Search" eagerCount={4} />
    </section>
  );
}
