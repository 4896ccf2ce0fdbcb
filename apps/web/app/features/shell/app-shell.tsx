import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n';
import styles from './app-shell.module.css';
import { BottomNav } from './bottom-nav';
import { FocusedHeader } from './focused-header';
import { usePhoneChrome } from './phone-chrome';
import { RegionPopup } from './region-popup';
import type { RootData } from './root-data';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useCartCount } from './use-cart-count';

/**
 * The frame of every page: skip link, header, main, footer, phone bottom bar, region notice.
 * On phones a page may ask for less (phone-chrome.ts): checkout gets a focused bar instead of
 * the search header, footer and bottom navigation; the product page's buy bar takes the bottom
 * navigation's place. The parts stay in the page for wide screens, hidden by CSS on phones.
 */
export function AppShell({
  data,
  children,
  headerTools,
  overlay,
}: {
  data: RootData;
  children: ReactNode;
  /** Other features' header buttons and floating parts (chat), wired in root.tsx. */
  headerTools?: ReactNode;
  overlay?: ReactNode;
}) {
  const t = useT();
  const cartCount = useCartCount(Boolean(data.user) || data.hasGuest);
  const chrome = usePhoneChrome();
  const focused = chrome.kind === 'focused';
  return (
    <div className={styles.frame} data-phone-chrome={chrome.kind}>
      <a href="#main" className={styles.skip}>
        {t('shell.skipToContent')}
      </a>
      {focused && <FocusedHeader titleKey={chrome.titleKey} step={chrome.step} backTo={chrome.backTo} />}
      <div className={focused ? styles.wideOnly : styles.always}>
        <SiteHeader data={data} cartCount={cartCount} tools={headerTools} />
      </div>
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <div className={focused ? styles.wideOnly : styles.always}>
        <SiteFooter language={data.language} year={data.year} />
      </div>
      <div className={chrome.kind === 'full' ? styles.always : styles.wideOnly}>
        <BottomNav loggedIn={Boolean(data.user)} cartCount={cartCount} />
      </div>
      {overlay}
      <RegionPopup language={data.language} />
    </div>
  );
}
