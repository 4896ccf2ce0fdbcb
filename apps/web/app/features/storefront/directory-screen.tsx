import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import styles from './categories.module.css';
import frame from './storefront.module.css';
import type { CategoryGroup } from './storefront-types';

/**
 * /danh-muc: the category directory of the bottom bar. Phones get a rail of the top-level
 * groups (anchors, so it works without scripts) beside big sub-category tiles; wide screens
 * the same as a sidebar and a grid.
 */
export function DirectoryScreen({ groups }: { groups: CategoryGroup[] }) {
  const t = useT();
  return (
    <div className={frame.page}>
      <h1 className={frame.title}>{t('storefront.directory.title')}</h1>
      <div className={styles.directory}>
        <nav className={styles.rail} aria-label={t('storefront.directory.groupsLabel')}>
          <ul>
            {groups.map((group) => (
              <li key={group.id}>
                <a href={`#nhom-${group.id}`} className={styles.railLink}>
                  {group.imageUrl && (
                    <img
                      className={styles.railImage}
                      src={group.imageUrl}
                      alt=""
                      width={40}
                      height={40}
                      loading="lazy"
                    />
                  )}
                  <span>{group.name}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.directoryGroups}>
          {groups.map((group) => (
            <section
              key={group.id}
              id={`nhom-${group.id}`}
              className={styles.directoryGroup}
              aria-labelledby={`nhom-title-${group.id}`}
            >
              <div className={frame.head}>
                <h2 id={`nhom-title-${group.id}`} className={styles.groupName}>
                  {group.name}
                </h2>
                <Link to={`/nganh-hang/${group.id}`} className={frame.more}>
                  {t('storefront.directory.viewAll', { name: group.name })}
                </Link>
              </div>
              <ul className={styles.tiles}>
                {group.children.map((child) => (
                  <li key={child.id}>
                    <Link to={`/nganh-hang/${child.id}`} className={styles.tile}>
                      {child.imageUrl ? (
                        <img
                          className={styles.tileImage}
                          src={child.imageUrl}
                          alt=""
                          width={64}
                          height={64}
                          loading="lazy"
                        />
                      ) : (
                        <span className={styles.tileImage} aria-hidden="true" />
                      )}
                      <span className={styles.tileName}>{child.name}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
