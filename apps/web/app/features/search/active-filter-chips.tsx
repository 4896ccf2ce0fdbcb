import type { Language } from '@cho-dep/core/locale/locales';
import { type ActiveFilter, withoutFilter, withoutFilters } from '@cho-dep/core/search/active-filters';
import { searchHref } from '@cho-dep/core/search/search-href';
import type { SearchParams } from '@cho-dep/core/search/search-params';
import type { SearchResultView } from '@cho-dep/core/search/search-result';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { filterChipLabel } from './filter-labels';
import styles from './search-page.module.css';

/** The filters in force as removable chips, and "clear all"; links, so each removal is one step back. */
export function ActiveFilterChips({
  params,
  filters,
  facets,
  language,
  categoryName,
}: {
  params: SearchParams;
  filters: ActiveFilter[];
  facets: SearchResultView['facets'] | undefined;
  language: Language;
  categoryName: string | null;
}) {
  const t = useT();
  if (filters.length === 0) return null;
  return (
    <section className={styles.chips} aria-label={t('search.filters.active')}>
      <ul className={styles.chipList}>
        {filters.map((filter) => {
          const label = filterChipLabel(t, filter, facets, language, categoryName);
          return (
            <li key={filter.key}>
              <Link
                to={searchHref(withoutFilter(params, filter.key))}
                className={styles.chip}
                aria-label={t('search.filters.remove', { label })}
              >
                <span className={styles.chipText}>{label}</span>
                <svg width="14" height="14" viewBox="0 0 20 20" aria-hidden="true">
                  <path
                    d="M5 5l10 10M15 5L5 15"
                    stroke="currentColor"
                    strokeWidth="2.2"
                    strokeLinecap="round"
                  />
                </svg>
              </Link>
            </li>
          );
        })}
      </ul>
      {filters.length > 1 && (
        <Link to={searchHref(withoutFilters(params))} className={styles.clearAll}>
          {t('search.filters.clearAll')}
        </Link>
      )}
    </section>
  );
}
