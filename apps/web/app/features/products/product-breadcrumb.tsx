import type { BreadcrumbItem } from '@cho-dep/core/catalog/product-detail';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import styles from './product-page.module.css';

/** Trang chủ › Nam › Áo thun nam › (the product). */
export function ProductBreadcrumb({ items, current }: { items: BreadcrumbItem[]; current: string }) {
  const t = useT();
  return (
    <nav aria-label={t('product.breadcrumb.label')} className={styles.breadcrumb}>
      <ol>
        <li>
          <Link to="/">{t('product.breadcrumb.home')}</Link>
        </li>
        {items.map((item) => (
          <li key={item.id}>
            <Link to={`/nganh-hang/${item.id}`}>{item.name}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
