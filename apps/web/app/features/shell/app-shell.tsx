import type { ReactNode } from 'react';
import { useT } from '../../lib/i18n';
import styles from './app-shell.module.css';
import { BottomNav } from './bottom-nav';
import { RegionPopup } from './region-popup';
import type { RootData } from './root-data';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useCartCount } from './use-cart-count';

/** The frame of every page: skip link, header, main, footer, phone bottom bar, region notice. */
export function AppShell({ data, children }: { data: RootData; children: ReactNode }) {
  const t = useT();
  const cartCount = useCartCount(Boolean(data.user) || data.hasGuest);
  return (
    <>
      <a href="#main" className={styles.skip}>
        {t('shell.skipToContent')}
      </a>
      <SiteHeader data={data} cartCount={cartCount} />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter language={data.language} year={data.year} />
      <BottomNav loggedIn={Boolean(data.user)} cartCount={cartCount} />
      <RegionPopup language={data.language} />
    </>
  );
}
