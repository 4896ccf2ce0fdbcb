import { changeSearch, searchHref } from '@cho-dep/core/search/search-href';
import type { SearchParams } from '@cho-dep/core/search/search-params';
import type { SearchSort } from '@cho-dep/core/search/search-query';
import { useT } from '../../lib/i18n';
import { SortTabs as Tabs } from '../../ui/sort-tabs';

/** Search's sorts. Relevance needs words to rank by, so it is offered only with a query. */
export function SortTabs({ params, sort }: { params: SearchParams; sort: SearchSort }) {
  const t = useT();
  const sorts: SearchSort[] = params.q ? ['relevance', 'newest', 'best_selling'] : ['newest', 'best_selling'];
  return (
    <Tabs
      tabs={sorts.map((s) => ({ sort: s, label: t(`search.sort.${s}`) }))}
      current={sort}
      href={(s) => searchHref(changeSearch(params, { sort: s }))}
      labels={{
        nav: t('search.sort.label'),
        price: t('search.sort.price'),
        priceAsc: t('search.sort.priceAsc'),
        priceDesc: t('search.sort.priceDesc'),
      }}
    />
  );
}
