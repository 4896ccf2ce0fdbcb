import { Link, useLocation } from 'react-router';
import { useT } from '../../lib/i18n';
import { CountBadge } from '../../ui/badge';
import styles from './bottom-nav.module.css';
import { Icon } from './icons';
import { useShellActions } from './shell-actions';

const ITEMS = [
  { key: 'home', href: '/', icon: 'home' },
  { key: 'categories', href: '/danh-muc', icon: 'grid' },
  { key: 'community', href: '/cong-dong', icon: 'community' },
  { key: 'cart', href: '/gio-hang', icon: 'cart' },
] as const;

function isCurrent(pathname: string, href: string): boolean {
  return href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);
}

/** The phone's bottom bar. "Tôi" opens the login when nobody is signed in. */
export function BottomNav({ loggedIn, cartCount }: { loggedIn: boolean; cartCount: number }) {
  const t = useT();
  const { pathname } = useLocation();
  const { openLogin } = useShellActions();
  const meCurrent = isCurrent(pathname, '/trang-ca-nhan');
  return (
    <nav className={styles.nav} aria-label={t('shell.nav.label')}>
      <ul className={styles.list}>
        {ITEMS.map((item) => (
          <li key={item.key}>
            <Link
              to={item.href}
              className={styles.item}
              aria-current={isCurrent(pathname, item.href) ? 'page' : undefined}
            >
              <span className={styles.iconWrap}>
                <Icon name={item.icon} />
                {item.key === 'cart' && (
                  <CountBadge
                    className={styles.badge}
                    count={cartCount}
                    label={t('shell.cart.count', { count: cartCount })}
                  />
                )}
              </span>
              {t(`shell.nav.${item.key}`)}
            </Link>
          </li>
        ))}
        <li>
          {loggedIn ? (
            <Link to="/trang-ca-nhan" className={styles.item} aria-current={meCurrent ? 'page' : undefined}>
              <Icon name="user" />
              {t('shell.nav.me')}
            </Link>
          ) : (
            <button type="button" className={styles.item} onClick={openLogin}>
              <Icon name="user" />
              {t('shell.nav.me')}
            </button>
          )}
        </li>
      </ul>
    </nav>
  );
}
