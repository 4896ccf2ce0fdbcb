import { paginationItems } from '@cho-dep/core/search/search-url';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import styles from './storefront.module.css';

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

/**
 * Numbered pages with previous and next, as plain links (the page is part of the address,
 * so it works before scripts load and the back button goes back a page).
 */
export function Pagination({
  page,
  pages,
  href,
}: {
  page: number;
  pages: number;
  href: (page: number) => string;
}) {
  const t = useT();
  if (pages <= 1) return null;
  const current = Math.min(page, pages);
  const arrow = (target: number, direction: 'left' | 'right', enabled: boolean) =>
    enabled ? (
      <Link
        to={href(target)}
        className={styles.pageArrow}
        rel={direction === 'left' ? 'prev' : 'next'}
        aria-label={t(direction === 'left' ? 'storefront.pagination.previous' : 'storefront.pagination.next')}
        preventScrollReset={false}
      >
        <Chevron direction={direction} />
      </Link>
    ) : (
      <span className={`${styles.pageArrow} ${styles.pageDisabled}`} aria-hidden="true">
        <Chevron direction={direction} />
      </span>
    );
  return (
    <nav className={styles.pagination} aria-label={t('storefront.pagination.label')}>
      {arrow(current - 1, 'left', current > 1)}
      <ol className={styles.pageList}>
        {paginationItems(current, pages).map((item, index) =>
          item === null ? (
            <li key={`gap-${index}`} className={styles.pageGap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={href(item)}
                className={[styles.pageNumber, item === current && styles.pageCurrent]
                  .filter(Boolean)
                  .join(' ')}
                aria-current={item === current ? 'page' : undefined}
                aria-label={t('storefront.pagination.page', { page: item })}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ol>
      {arrow(current + 1, 'right', current < pages)}
    </nav>
  );
}
