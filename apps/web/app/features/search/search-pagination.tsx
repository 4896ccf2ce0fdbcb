import type { SearchParams } from '@cho-dep/core/search/search-params';
import { changeSearch, paginationItems, searchHref } from '@cho-dep/core/search/search-url';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import styles from './search-page.module.css';

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Numbered pages with previous / next, as links (the page is part of the address). */
export function SearchPagination({ params, pages }: { params: SearchParams; pages: number }) {
  const t = useT();
  if (pages <= 1) return null;
  const page = Math.min(params.page, pages);
  const href = (p: number) => searchHref(changeSearch(params, { page: p }));
  return (
    <nav className={styles.pagination} aria-label={t('search.pagination.label')}>
      {page > 1 ? (
        <Link
          to={href(page - 1)}
          className={styles.pageArrow}
          rel="prev"
          aria-label={t('search.pagination.previous')}
        >
          <Chevron direction="left" />
        </Link>
      ) : (
        <span className={`${styles.pageArrow} ${styles.pageDisabled}`} aria-hidden="true">
          <Chevron direction="left" />
        </span>
      )}
      <ol className={styles.pageList}>
        {paginationItems(page, pages).map((item, index) =>
          item === null ? (
            <li key={`gap-${index}`} className={styles.pageGap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={href(item)}
                className={[styles.pageNumber, item === page && styles.pageCurrent].filter(Boolean).join(' ')}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t('search.pagination.page', { page: item })}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < pages ? (
        <Link
          to={href(page + 1)}
          className={styles.pageArrow}
          rel="next"
          aria-label={t('search.pagination.next')}
        >
          <Chevron direction="right" />
        </Link>
      ) : (
        <span className={`${styles.pageArrow} ${styles.pageDisabled}`} aria-hidden="true">
          <Chevron direction="right" />
        </span>
      )}
    </nav>
  );
}

/** The small "2/9 ‹ ›" of the sort bar on wide screens. */
export function MiniPager({ params, pages }: { params: SearchParams; pages: number }) {
  const t = useT();
  if (pages <= 1) return null;
  const page = Math.min(params.page, pages);
  const href = (p: number) => searchHref(changeSearch(params, { page: p }));
  return (
    <div className={styles.miniPager}>
      <span className={styles.miniStatus}>
        <strong>{page}</strong>/{pages}
      </span>
      {page > 1 ? (
        <Link to={href(page - 1)} className={styles.miniArrow} aria-label={t('search.pagination.previous')}>
          <Chevron direction="left" />
        </Link>
      ) : (
        <span className={`${styles.miniArrow} ${styles.pageDisabled}`} aria-hidden="true">
          <Chevron direction="left" />
        </span>
      )}
      {page < pages ? (
        <Link to={href(page + 1)} className={styles.miniArrow} aria-label={t('search.pagination.next')}>
          <Chevron direction="right" />
        </Link>
      ) : (
        <span className={`${styles.miniArrow} ${styles.pageDisabled}`} aria-hidden="true">
          <Chevron direction="right" />
        </span>
      )}
    </div>
  );
}
