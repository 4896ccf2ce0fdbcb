import { type WorkspaceKey, workspacesFor } from '@cho-dep/core/navigation/role-workspaces';
import type { ReactNode } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import { useT } from '../../lib/i18n';
import { RowChevron } from '../../ui/chevron';
import { LineIcon } from '../../ui/line-icon';
import styles from './account-layout.module.css';
import { ACCOUNT_SECTIONS, type AccountSection, SECTION_LABEL_KEY, sectionHref } from './account-sections';

const ICONS: Record<AccountSection, ReactNode> = {
  profile: <path d="M12 12a4 4 0 100-8 4 4 0 000 8zM4 20a8 8 0 0116 0" />,
  addresses: (
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0114 0C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 100-5 2.5 2.5 0 000 5z" />
  ),
  notifications: <path d="M6 16V11a6 6 0 0112 0v5l1.5 2h-15zM10 20a2 2 0 004 0" />,
  payment: <path d="M3 6h18v12H3zM3 10h18M7 15h4" />,
  measurements: <path d="M3 8h18v8H3zM7 8v3M11 8v4M15 8v3M19 8v4" />,
  favourites: <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z" />,
  reviews: <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />,
  vouchers: (
    <path d="M3 8a2 2 0 012-2h14a2 2 0 012 2v1.5a2.5 2.5 0 000 5V16a2 2 0 01-2 2H5a2 2 0 01-2-2v-1.5a2.5 2.5 0 000-5zM15 6v12" />
  ),
  'group-buying': (
    <path d="M8 11a3 3 0 100-6 3 3 0 000 6zM16 11a3 3 0 100-6 3 3 0 000 6zM2 20a6 6 0 0112 0M12 20a6 6 0 0110 0" />
  ),
  password: <path d="M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 017 0v3" />,
  'delete-account': <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />,
};

const ORDERS_ICON = <path d="M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6" />;

const WORKSPACE_ICONS: Record<WorkspaceKey, ReactNode> = {
  sellerCentre: (
    <path d="M4 9l1.5-5h13L20 9M4 9h16v11H4zM4 9a2.7 2.7 0 005.3 0 2.7 2.7 0 005.4 0 2.7 2.7 0 005.3 0M10 20v-5h4v5" />
  ),
  admin: <path d="M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6zM9 12l2 2 4-4" />,
  startSelling: <path d="M4 9l1.5-5h13L20 9M4 9h16v11H4zM12 12v5M9.5 14.5h5" />,
};

/** One entry of the menu: its icon, its name and the chevron that says it opens a page. */
function MenuEntry({
  to,
  icon,
  text,
  className,
  current,
  testId,
}: {
  to: string;
  icon: ReactNode;
  text: string;
  className?: string;
  current?: boolean;
  testId: string;
}) {
  return (
    <li>
      <Link to={to} className={className} aria-current={current ? 'page' : undefined} data-testid={testId}>
        <LineIcon className={styles.menuIcon} size={22} round>
          {icon}
        </LineIcon>
        <span className={styles.menuText}>{text}</span>
        <RowChevron className={styles.chevron} />
      </Link>
    </li>
  );
}

/**
 * The account menu. `current` marks the open section for phones (none while the menu itself
 * is the page); desktops always have one section open, `desktopCurrent`.
 */
export function AccountMenu({
  current,
  desktopCurrent,
}: {
  current: AccountSection | null;
  desktopCurrent: AccountSection;
}) {
  const t = useT();
  // The signed-in user's roles, from the root loader (features do not import the shell).
  const root = useRouteLoaderData('root') as { user?: { roles: string[] } | null } | undefined;
  const roles = root?.user?.roles ?? [];
  return (
    <nav aria-label={t('account.menu.label')}>
      <ul className={styles.menu}>
        {/* On phones this page is the account menu: a seller's or an admin's work area first. */}
        {workspacesFor(roles).map((workspace) => (
          <MenuEntry
            key={workspace.key}
            to={workspace.href}
            icon={WORKSPACE_ICONS[workspace.key]}
            text={t(`shell.accountMenu.${workspace.key}`)}
            className={`${styles.menuLink} ${styles.menuWorkspace}`}
            testId={`account-page-${workspace.key}`}
          />
        ))}
        {/* "Đơn mua" has its own pages (/trang-ca-nhan/don-hang), not a ?tab= section. */}
        <MenuEntry
          to="/trang-ca-nhan/don-hang"
          icon={ORDERS_ICON}
          text={t('orders.list.title')}
          className={styles.menuLink}
          testId="account-menu-orders"
        />
        {ACCOUNT_SECTIONS.map((section) => (
          <MenuEntry
            key={section}
            to={sectionHref(section)}
            icon={ICONS[section]}
            text={t(SECTION_LABEL_KEY[section])}
            className={[
              styles.menuLink,
              section === desktopCurrent && styles.menuActive,
              section === 'delete-account' && styles.menuDanger,
            ]
              .filter(Boolean)
              .join(' ')}
            current={section === current}
            testId={`account-menu-${section}`}
          />
        ))}
      </ul>
    </nav>
  );
}
