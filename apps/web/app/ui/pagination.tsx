import { paginationItems } from '@cho-dep/core/search/search-href';
import { Link } from 'react-router';
import { useT } from '../lib/i18n';
import { Chevron } from './chevron';
import styles from './pagination.module.css';

export interface PaginationProps {
  page: number;
  pages: number;
  href: (page: number) => string;
  /** The navigation's accessible name, e.g. "Phân trang kết quả". */
  label: string;
}

/**
 * Numbered pages with previous and next, as plain links: the page is part of the address, so
 * it works before scripts load and the back button goes back a page.
 */
export function Pagination({ page, pages, href, label }: PaginationProps) {
  const t = useT();
  if (pages <= 1) return null;
  const current = Math.min(page, pages);
  return (
    <nav className={styles.pagination} aria-label={label}>
      <PageArrow href={href} target={current - 1} direction="left" enabled={current > 1} />
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
                aria-label={t('common.pagination.page', { page: item })}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ol>
      <PageArrow href={href} target={current + 1} direction="right" enabled={current < pages} />
    </nav>
  );
}

/** Previous or next page, or a greyed arrow at either end. */
export function PageArrow({
  href,
  target,
  direction,
  enabled,
  className = styles.pageArrow,
}: {
  href: (page: number) => string;
  target: number;
  direction: 'left' | 'right';
  enabled: boolean;
  className?: string;
}) {
  const t = useT();
  if (!enabled) {
    return (
      <span className={`${className} ${styles.pageDisabled}`} aria-hidden="true">
        <Chevron direction={direction} />
      </span>
    );
  }
  return (
    <Link
      to={href(target)}
      className={className}
      rel={direction === 'left' ? 'prev' : 'next'}
      aria-label={t(direction === 'left' ? 'common.pagination.previous' : 'common.pagination.next')}
    >
      <Chevron direction={direction} />
    </Link>
  );
}
