import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import styles from './storefront.module.css';

function PriceArrows({ order }: { order: 'asc' | 'desc' | null }) {
  return (
    <svg width="12" height="16" viewBox="0 0 12 16" aria-hidden="true">
      <path d="M6 1l4 5H2z" fill="currentColor" opacity={order === 'desc' ? 0.3 : 1} />
      <path d="M6 15l4-5H2z" fill="currentColor" opacity={order === 'asc' ? 0.3 : 1} />
    </svg>
  );
}

type PriceSort = 'price_asc' | 'price_desc';

/**
 * Sort tabs as links (the sort is in the address: shareable, works without scripts). The
 * price tab toggles low-to-high and high-to-low and its accessible name says which order it
 * shows. `tabs` are the other sorts, in order.
 */
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
  const onPrice = current === 'price_asc' || current === 'price_desc';
  const nextPrice: PriceSort = current === 'price_asc' ? 'price_desc' : 'price_asc';
  const className = (active: boolean) =>
    [styles.sortTab, active && styles.sortTabCurrent].filter(Boolean).join(' ');
  return (
    <nav aria-label={t('storefront.sort.label')} className={styles.sortTabs} data-testid="sort-tabs">
      <span className={styles.sortLabel} aria-hidden="true">
        {t('storefront.sort.label')}
      </span>
      {tabs.map((tab) => (
        <Link
          key={tab}
          to={href(tab)}
          className={className(current === tab)}
          aria-current={current === tab ? 'true' : undefined}
          preventScrollReset
        >
          {t(`storefront.sort.${tab}`)}
        </Link>
      ))}
      <Link
        to={href(nextPrice)}
        className={className(onPrice)}
        aria-current={onPrice ? 'true' : undefined}
        aria-label={t(current === 'price_desc' ? 'storefront.sort.priceDesc' : 'storefront.sort.priceAsc')}
        preventScrollReset
      >
        {t('storefront.sort.price')}
        <PriceArrows order={current === 'price_asc' ? 'asc' : current === 'price_desc' ? 'desc' : null} />
      </Link>
    </nav>
  );
}
