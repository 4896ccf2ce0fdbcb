import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import styles from './storefront.module.css';

export interface Crumb {
  label: string;
  to?: string;
}

/** Trang chủ > … > this page; the last crumb is the page itself and is not a link. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const t = useT();
  const crumbs: Crumb[] = [{ label: t('storefront.breadcrumb.home'), to: '/' }, ...trail];
  return (
    <nav className={styles.breadcrumbs} aria-label={t('storefront.breadcrumb.label')}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.label}`}>
            {crumb.to && index < crumbs.length - 1 ? (
              <Link to={crumb.to}>{crumb.label}</Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
