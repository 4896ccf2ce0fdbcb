import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';

export interface Crumb {
  label: string;
  to?: string;
}

/** Home > Section > Page; the last crumb is the current page and is not a link. */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const t = useT();
  const crumbs: Crumb[] = [{ label: t('content.home'), to: '/' }, ...trail];
  return (
    <nav className="content-breadcrumbs" aria-label={t('content.breadcrumbLabel')}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.label}>
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
