import type { Language } from '@cho-dep/core/locale/locales';
import { withoutFilters } from '@cho-dep/core/search/active-filters';
import { searchHref } from '@cho-dep/core/search/search-href';
import type { SearchParams } from '@cho-dep/core/search/search-params';
import type { SearchResultView } from '@cho-dep/core/search/search-result';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { buttonClassName } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { FilterPanel } from './filter-panel';
import { FunnelIcon } from './funnel-icon';
import styles from './search-page.module.css';

/** Phones: the "Lọc" button with the number of filters in force, opening the filters as a bottom sheet. */
export function FilterSheet({
  params,
  facets,
  language,
  activeCount,
  categoryName,
}: {
  params: SearchParams;
  facets: SearchResultView['facets'] | undefined;
  language: Language;
  activeCount: number;
  categoryName: string | null;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const formId = useId();
  return (
    <>
      <button
        type="button"
        className={styles.filterButton}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-label={activeCount > 0 ? t('search.filters.openLabel', { count: activeCount }) : undefined}
        data-testid="filter-open"
      >
        <FunnelIcon />
        {t('search.filters.open')}
        {activeCount > 0 && (
          <span className={styles.filterCount} aria-hidden="true">
            {activeCount}
          </span>
        )}
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('search.filters.title')}
        footer={
          <>
            <Link
              to={searchHref(withoutFilters(params))}
              className={buttonClassName({ variant: 'secondary' })}
              onClick={() => setOpen(false)}
            >
              {t('search.filters.reset')}
            </Link>
            <button type="submit" form={formId} className={buttonClassName()} data-testid="filter-apply">
              {t('search.filters.apply')}
            </button>
          </>
        }
      >
        <FilterPanel
          id={formId}
          params={params}
          facets={facets}
          language={language}
          applyOnChange={false}
          categoryName={categoryName}
          onApplied={() => setOpen(false)}
        />
      </Modal>
    </>
  );
}
