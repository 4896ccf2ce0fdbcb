import { changeSearch, searchHref } from '@cho-dep/core/search/search-href';
import type { SearchParams } from '@cho-dep/core/search/search-params';
import { useT } from '../../lib/i18n';
import { PageArrow, Pagination } from '../../ui/pagination';
import styles from './search-page.module.css';

function pageHref(params: SearchParams) {
  return (page: number) => searchHref(changeSearch(params, { page }));
}

/** Numbered pages with previous / next under the results (the page is part of the address). */
export function SearchPagination({ params, pages }: { params: SearchParams; pages: number }) {
  const t = useT();
  return (
    <div className={styles.pagination}>
      <Pagination
        page={params.page}
        pages={pages}
        href={pageHref(params)}
        label={t('search.pagination.label')}
      />
    </div>
  );
}

/** The small "2/9 ‹ ›" of the sort bar on wide screens. */
export function MiniPager({ params, pages }: { params: SearchParams; pages: number }) {
  if (pages <= 1) return null;
  const page = Math.min(params.page, pages);
  const href = pageHref(params);
  return (
    <div className={styles.miniPager}>
      <span className={styles.miniStatus}>
        <strong>{page}</strong>/{pages}
      </span>
      <PageArrow
        href={href}
        target={page - 1}
        direction="left"
        enabled={page > 1}
        className={styles.miniArrow}
      />
      <PageArrow
        href={href}
        target={page + 1}
        direction="right"
        enabled={page < pages}
        className={styles.miniArrow}
      />
    </div>
  );
}
