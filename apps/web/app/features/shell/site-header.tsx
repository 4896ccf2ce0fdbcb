import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { CountBadge } from '../../ui/badge';
import { buttonClassName } from '../../ui/button';
import iconButton from '../../ui/header-icon-button.module.css';
import { AccountMenu } from './account-menu';
import { Icon } from './icons';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import type { RootData } from './root-data';
import { SearchBox } from './search-box';
import { useShellActions } from './shell-actions';
import styles from './site-header.module.css';

/**
 * Logo, search, language, cart and account. On phones the search takes its own row. `tools`
 * are other features' header buttons (chat), wired in root.tsx: features do not import each other.
 */
export function SiteHeader({
  data,
  cartCount,
  tools,
}: {
  data: RootData;
  cartCount: number;
  tools?: ReactNode;
}) {
  const t = useT();
  const { openLogin, openRegister } = useShellActions();
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link to="/" className={styles.home} aria-label={t('shell.homeLink')}>
          <Logo />
        </Link>
        <SearchBox className={styles.searchDesktop} />
        <div className={styles.tools}>
          <LanguageSwitcher language={data.language} className={styles.desktopOnly} />
          {tools}
          <Link to="/gio-hang" className={iconButton.button} aria-label={t('shell.cart.label')}>
            <Icon name="cart" />
            <CountBadge
              className={iconButton.badge}
              count={cartCount}
              label={t('shell.cart.count', { count: cartCount })}
            />
          </Link>
          {data.user ? (
            <div className={styles.desktopOnly}>
              <AccountMenu user={data.user} />
            </div>
          ) : (
            <>
              <button
                type="button"
                className={buttonClassName({ variant: 'ghost', size: 'sm' })}
                onClick={openLogin}
              >
                {t('shell.login')}
              </button>
              <button
                type="button"
                className={`${buttonClassName({ variant: 'primary', size: 'sm' })} ${styles.desktopOnly}`}
                onClick={openRegister}
              >
                {t('shell.register')}
              </button>
            </>
          )}
        </div>
      </div>
      <div className={styles.searchRow}>
        <SearchBox />
      </div>
    </header>
  );
}
