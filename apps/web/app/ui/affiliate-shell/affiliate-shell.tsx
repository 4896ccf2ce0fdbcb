import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../lib/i18n';
import styles from './affiliate-shell.module.css';

/** The KOL's pages and the seller's open-campaign pages of the affiliate area. */
const KOL_MENU = [
  { href: '/tiep-thi-lien-ket', label: 'affiliate.nav.dashboard', exact: true },
  { href: '/tiep-thi-lien-ket/ca-nhan/lien-ket', label: 'affiliate.nav.links' },
  { href: '/tiep-thi-lien-ket/ca-nhan/don-hang-chuyen-doi', label: 'affiliate.nav.conversions' },
  { href: '/tiep-thi-lien-ket/chien-dich', label: 'affiliate.nav.campaigns' },
  { href: '/tiep-thi-lien-ket/ca-nhan/thong-tin-tai-khoan', label: 'affiliate.nav.account' },
] as const;

const SELLER_MENU = [
  { href: '/nha-ban/chien-dich-mo', label: 'affiliate.nav.sellerCampaigns', exact: false },
  { href: '/ban-hang/cai-dat/tiep-thi-lien-ket', label: 'affiliate.nav.sellerSetting', exact: false },
  { href: '/ban-hang', label: 'affiliate.nav.sellerCentre', exact: true },
] as const;

/**
 * The affiliate area's own frame (product.md §2 gives it a separate base): its name and a menu
 * for the KOL or for the seller, then the page. Phones get the menu as one row that scrolls
 * sideways; from 900px it is a column on the left, like the seller centre's.
 */
export function AffiliateShell({
  side,
  title,
  children,
}: {
  side: 'kol' | 'seller';
  /** The page's heading, under the area's name. */
  title?: string;
  children: ReactNode;
}) {
  const t = useT();
  const { pathname } = useLocation();
  const menu = side === 'kol' ? KOL_MENU : SELLER_MENU;
  const isActive = (item: { href: string; exact?: boolean }) =>
    item.exact ? pathname === item.href : pathname === item.href || pathname.startsWith(`${item.href}/`);
  return (
    <div className={styles.page}>
      <nav className={styles.menu} aria-label={t('affiliate.area')}>
        <p className={styles.brand}>
          <span className={styles.area}>{t('affiliate.area')}</span>
          <span className={styles.side}>
            {t(side === 'kol' ? 'affiliate.sideKol' : 'affiliate.sideSeller')}
          </span>
        </p>
        <ul className={styles.items}>
          {menu.map((item) => {
            const active = isActive(item);
            return (
              <li key={item.href}>
                <Link
                  to={item.href}
                  aria-current={active ? 'page' : undefined}
                  className={[styles.item, active && styles.active].filter(Boolean).join(' ')}
                >
                  {t(item.label)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <main className={styles.content}>
        {title && <h1 className={styles.title}>{title}</h1>}
        {children}
      </main>
    </div>
  );
}
