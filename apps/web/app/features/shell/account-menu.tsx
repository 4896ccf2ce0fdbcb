import { workspacesFor } from '@cho-dep/core/navigation/role-workspaces';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import styles from './account-menu.module.css';
import type { UserSummary } from './root-data';
import { useShellActions } from './shell-actions';

/**
 * product.md §2, Account menu: the profile area serves these sections through ?tab=, the
 * orders and the affiliate programme their own pages.
 */
export const ACCOUNT_MENU_ITEMS = [
  { key: 'orders', href: '/trang-ca-nhan/don-hang' },
  { key: 'profile', href: '/trang-ca-nhan?tab=profile' },
  { key: 'addresses', href: '/trang-ca-nhan?tab=addresses' },
  { key: 'notifications', href: '/trang-ca-nhan?tab=notifications' },
  { key: 'payment', href: '/trang-ca-nhan?tab=payment' },
  { key: 'measurements', href: '/trang-ca-nhan?tab=measurements' },
  { key: 'favourites', href: '/trang-ca-nhan?tab=favourites' },
  { key: 'reviews', href: '/trang-ca-nhan?tab=reviews' },
  { key: 'vouchers', href: '/trang-ca-nhan?tab=vouchers' },
  { key: 'affiliate', href: '/tiep-thi-lien-ket' },
  { key: 'password', href: '/trang-ca-nhan?tab=password' },
  { key: 'deleteAccount', href: '/trang-ca-nhan?tab=delete-account' },
] as const;

export function Avatar({ user, className }: { user: UserSummary; className?: string }) {
  const classes = [styles.avatar, className].filter(Boolean).join(' ');
  if (user.avatarUrl) return <img className={classes} src={user.avatarUrl} alt="" width={34} height={34} />;
  return (
    <span className={classes} aria-hidden="true">
      {user.fullName.trim().charAt(0).toUpperCase()}
    </span>
  );
}

/** A disclosure menu: the button toggles a list of links; Esc and a click outside close it. */
export function AccountMenu({ user }: { user: UserSummary }) {
  const t = useT();
  const { logout } = useShellActions();
  const [open, setOpen] = useState(false);
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div className={styles.wrap} ref={wrapRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t('shell.accountMenu.open', { name: user.fullName })}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar user={user} />
        <span className={styles.name} aria-hidden="true">
          {user.fullName}
        </span>
      </button>
      {open && (
        <ul id={menuId} className={styles.menu}>
          {/* A seller's and an admin's work areas come first: they are why those accounts log in. */}
          {workspacesFor(user.roles).map((workspace) => (
            <li key={workspace.key}>
              <Link
                className={`${styles.item} ${styles.workspace}`}
                to={workspace.href}
                onClick={() => setOpen(false)}
                data-testid={`account-menu-${workspace.key}`}
              >
                {t(`shell.accountMenu.${workspace.key}`)}
              </Link>
            </li>
          ))}
          <li className={styles.separator} aria-hidden="true" />
          {ACCOUNT_MENU_ITEMS.map((item) => (
            <li key={item.key}>
              <Link className={styles.item} to={item.href} onClick={() => setOpen(false)}>
                {t(`shell.accountMenu.${item.key}`)}
              </Link>
            </li>
          ))}
          <li className={styles.separator} aria-hidden="true" />
          <li>
            <button type="button" className={`${styles.item} ${styles.danger}`} onClick={logout}>
              {t('shell.accountMenu.logout')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
