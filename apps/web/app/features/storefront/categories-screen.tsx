import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import { Breadcrumbs } from './breadcrumbs';
import styles from './categories.module.css';
import frame from './storefront.module.css';
import type { CategoryGroup } from './storefront-types';

const countFormat = new Intl.NumberFormat('vi-VN');

/** /nganh-hang: every category as a tree, with how many products each has on sale. */
export function CategoriesScreen({ groups }: { groups: CategoryGroup[] }) {
  const t = useT();
  return (
    <div className={frame.page}>
      <Breadcrumbs trail={[{ label: t('storefront.breadcrumb.categories') }]} />
      <div className={frame.section}>
        <h1 className={frame.title}>{t('storefront.categories.title')}</h1>
        <p className={frame.muted}>{t('storefront.categories.intro')}</p>
      </div>
      <div className={styles.tree}>
        {groups.map((group) => (
          <section key={group.id} className={styles.group} aria-labelledby={`group-${group.id}`}>
            <Link to={`/nganh-hang/${group.id}`} className={styles.groupHead}>
              {group.imageUrl ? (
                <img
                  className={styles.groupImage}
                  src={group.imageUrl}
                  alt=""
                  width={56}
                  height={56}
                  loading="lazy"
                />
              ) : (
                <span className={styles.groupImage} aria-hidden="true" />
              )}
              <span className={styles.groupText}>
                <h2 id={`group-${group.id}`} className={styles.groupName}>
                  {group.name}
                </h2>
                <span className={frame.muted}>
                  {t('storefront.category.productCount', { count: group.productCount })}
                </span>
              </span>
              <span className={styles.groupArrow} aria-hidden="true">
                ›
              </span>
            </Link>
            <ul className={styles.leaves}>
              {group.children.map((child) => (
                <li key={child.id}>
                  <Link to={`/nganh-hang/${child.id}`} className={styles.leaf}>
                    <span>{child.name}</span>
                    <span className={styles.leafCount}>{countFormat.format(child.productCount)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}
