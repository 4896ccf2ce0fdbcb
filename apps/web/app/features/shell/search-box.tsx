import { SEARCH_PATH } from '@cho-dep/core/search/search-href';
import { clampQuery } from '@cho-dep/core/search/search-query';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useT } from '../../lib/i18n';
import { requestSearchOverlay } from '../../lib/search-overlay-request';
import { SearchCombobox } from '../../ui/search-combobox';
import { Icon } from './icons';
import { useRootData } from './root-data';
import styles from './search-box.module.css';

/**
 * The header's search. On wide screens: the search combobox (suggestions, recent searches,
 * trending keywords) over a GET form to /tim-kiem?q=. On phones: a search-shaped link that
 * opens the /tim-kiem overlay, in place when the search page is already showing. The header
 * renders this twice (desktop row, phone row); each copy shows the variant its row needs.
 */
export function SearchBox({ className }: { className?: string }) {
  const t = useT();
  const data = useRootData();
  const location = useLocation();
  const [params] = useSearchParams();
  const onSearchPage = location.pathname === SEARCH_PATH;
  // Other pages may use ?q= for something else: only the search page's words belong here.
  const query = onSearchPage ? clampQuery(params.get('q') ?? '') : '';
  const label = t('shell.search.label');
  return (
    <div className={[styles.box, className].filter(Boolean).join(' ')}>
      <SearchCombobox signedIn={Boolean(data?.user)} query={query} mode="dropdown" className={styles.wide} />
      <Link
        to={onSearchPage ? `${SEARCH_PATH}${location.search}` : SEARCH_PATH}
        className={styles.phone}
        aria-label={query ? `${label}: ${query}` : label}
        onClick={(event) => {
          if (requestSearchOverlay()) event.preventDefault();
        }}
        data-testid="header-search-link"
      >
        <span className={query ? styles.phoneQuery : styles.phonePlaceholder}>
          {query || t('shell.search.placeholder')}
        </span>
        <span className={styles.phoneButton}>
          <Icon name="search" size={20} />
        </span>
      </Link>
    </div>
  );
}
