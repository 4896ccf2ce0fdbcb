import { useT } from '../../lib/i18n';
import { SortTabs as Tabs } from '../../ui/sort-tabs';

type PriceSort = 'price_asc' | 'price_desc';

/** The storefront's sort tabs (categories, shop products) in the storefront's words. */
export function SortTabs<S extends string>({
  tabs,
  current,
  href,
}: {
  tabs: readonly S[];
  current: S | PriceSort;
  href: (sort: S | PriceSort) => string;
}) {
  const t = useT();
  return (
    <Tabs
      tabs={tabs.map((sort) => ({ sort, label: t(`storefront.sort.${sort}`) }))}
      current={current}
      href={href}
      labels={{
        nav: t('storefront.sort.label'),
        price: t('storefront.sort.price'),
        priceAsc: t('storefront.sort.priceAsc'),
        priceDesc: t('storefront.sort.priceDesc'),
      }}
      preventScrollReset
    />
  );
}
