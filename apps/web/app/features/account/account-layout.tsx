import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import styles from './account-layout.module.css';
import { AccountMenu } from './account-menu';
import { type AccountSection, DEFAULT_SECTION, SECTION_LABEL_KEY } from './account-sections';

export interface AccountPerson {
  name: string;
  avatar: string | null;
}

/**
 * Mobile first: a phone shows either the menu (no tab) or one section with a way back to the
 * menu; from 900px the menu stays on the left and the content sits beside it. Both parts are
 * in the server's HTML and CSS picks, so there is no layout jump while the page hydrates.
 */
export function AccountLayout({
  section,
  person,
  onLogout,
  children,
}: {
  section: AccountSection | null;
  person: AccountPerson;
  /** Phones have no header account menu, so the account page offers the logout too. */
  onLogout: () => void;
  children: ReactNode;
}) {
  const t = useT();
  const current = section ?? DEFAULT_SECTION;
  return (
    <div className={[styles.page, section ? styles.showSection : styles.showMenu].join(' ')}>
      <aside className={styles.aside}>
        <div className={styles.person}>
          <Avatar person={person} />
          <div className={styles.personText}>
            <p className={styles.personLabel}>{t('account.menu.label')}</p>
            <p className={styles.personName}>{person.name}</p>
          </div>
        </div>
        <AccountMenu current={section ? current : null} desktopCurrent={current} />
        <button type="button" className={styles.logout} onClick={onLogout}>
          {t('account.menu.logout')}
        </button>
      </aside>
      <section className={styles.content} aria-labelledby="account-section-title">
        <Link to="/trang-ca-nhan" className={styles.back}>
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
            <path
              d="M12.5 4.5L7 10l5.5 5.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          {t('account.menu.back')}
          <span className="visually-hidden">: {t('account.menu.label')}</span>
        </Link>
        <h1 className={styles.sectionTitle} id="account-section-title">
          {t(SECTION_LABEL_KEY[current])}
        </h1>
        {children}
      </section>
    </div>
  );
}

function Avatar({ person }: { person: AccountPerson }) {
  if (person.avatar) {
    return <img className={styles.avatar} src={person.avatar} alt="" width={48} height={48} />;
  }
  const initial = person.name.trim().charAt(0).toLocaleUpperCase() || '?';
  return (
    <span className={styles.avatar} aria-hidden="true">
      {initial}
    </span>
  );
}
