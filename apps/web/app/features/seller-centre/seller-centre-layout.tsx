import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../lib/i18n';
import { InactiveSellerBanner } from './inactive-seller-banner';
import styles from './seller-centre-layout.module.css';
import { isMenuItemActive, visibleMenu } from './seller-menu';
import { useShopChatUnread } from './use-shop-chat-unread';

/**
 * The seller centre frame: the shop name and the menu groups, then the page. Phones get the
 * menu as one row of links above the page that scrolls sideways (the current page scrolled
 * into view); from 900px it is a column on the left.
 */
export function SellerCentreLayout({ shopName, children }: { shopName: string; children: ReactNode }) {
  const t = useT();
  const row = useRef<HTMLDivElement>(null);
  const chatUnread = useShopChatUnread();
  const location = useLocation();
  useEffect(() => {
    // Only the row moves (never the page): the current link is centred when it is off-screen.
    const el = row.current;
    const active = el?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!el || !active || el.scrollWidth <= el.clientWidth) return;
    el.scrollLeft = active.offsetLeft - (el.clientWidth - active.offsetWidth) / 2;
  });
  return (
    <div className={styles.page}>
      <nav className={styles.menu} aria-label={t('sellerOrders.centre.menuLabel')}>
        <p className={styles.brand}>
          <span className={styles.centre}>{t('sellerOrders.centre.title')}</span>
          <span className={styles.shop}>{shopName}</span>
        </p>
        <div className={styles.row} ref={row}>
          {visibleMenu().map((group) => (
            <div key={group.id} className={styles.group}>
              <p className={styles.groupLabel}>{t(group.label)}</p>
              <ul className={styles.items}>
                {group.items.map((item) => {
                  const active = isMenuItemActive(item, location);
                  return (
                    <li key={item.href}>
                      <Link
                        to={item.href}
                        aria-current={active ? 'page' : undefined}
                        className={[styles.item, active && styles.active].filter(Boolean).join(' ')}
                      >
                        {t(item.label)}
                        {group.id === 'chat' && chatUnread > 0 && (
                          <span className={styles.badge} data-testid="seller-chat-unread">
                            {chatUnread > 99 ? '99+' : chatUnread}
                          </span>
                        )}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </div>
      </nav>
      <div className={styles.content}>
        <InactiveSellerBanner />
        {children}
      </div>
    </div>
  );
}
