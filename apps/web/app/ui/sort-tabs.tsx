import { Link } from 'react-router';
import styles from './sort-tabs.module.css';

type PriceSort = 'price_asc' | 'price_desc';

function PriceArrows({ current }: { current: string }) {
  return (
    <svg width="12" height="16" viewBox="0 0 12 16" aria-hidden="true">
      <path d="M6 1l4 5H2z" fill="currentColor" opacity={current === 'price_desc' ? 0.3 : 1} />
      <path d="M6 15l4-5H2z" fill="currentColor" opacity={current === 'price_asc' ? 0.3 : 1} />
    </svg>
  );
}

export interface SortTabsProps<S extends string> {
  /** The sorts other than price, in order, with their words. */
  tabs: readonly { sort: S; label: string }[];
  current: S | PriceSort;
  href: (sort: S | PriceSort) => string;
  labels: { nav: string; price: string; priceAsc: string; priceDesc: string };
  /** Keep the scroll position (a shop's product tabs sit below its header). */
  preventScrollReset?: boolean;
}

/**
 * Shopee-style sort tabs as links: the sort lives in the address, so they work without
 * scripts and the back button undoes them. The price tab toggles low-to-high and
 * high-to-low, and its accessible name says the order it shows.
 */
export function SortTabs<S extends string>({
  tabs,
  current,
  href,
  labels,
  preventScrollReset,
}: SortTabsProps<S>) {
  const onPrice = current === 'price_asc' || current === 'price_desc';
  const nextPrice: PriceSort = current === 'price_asc' ? 'price_desc' : 'price_asc';
  const className = (active: boolean) =>
    [styles.sortTab, active && styles.sortTabCurrent].filter(Boolean).join(' ');
  return (
    <nav aria-label={labels.nav} className={styles.sortTabs} data-testid="sort-tabs">
      <span className={styles.sortLabel} aria-hidden="true">
        {labels.nav}
      </span>
      {tabs.map((tab) => (
        <Link
          key={tab.sort}
          to={href(tab.sort)}
          className={className(current === tab.sort)}
          aria-current={current === tab.sort ? 'true' : undefined}
          preventScrollReset={preventScrollReset}
        >
          {tab.label}
        </Link>
      ))}
      <Link
        to={href(nextPrice)}
        className={className(onPrice)}
        aria-current={onPrice ? 'true' : undefined}
        aria-label={current === 'price_desc' ? labels.priceDesc : labels.priceAsc}
        preventScrollReset={preventScrollReset}
      >
        {labels.price}
        <PriceArrows current={current} />
      </Link>
    </nav>
  );
}
