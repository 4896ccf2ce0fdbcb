import { Link } from 'react-router';
import { useT } from '../../lib/i18n';
import styles from './home-sections.module.css';
import type { HomeCategory } from './home-types';

/** The top-level categories with their pictures; each opens its category page. */
export function CategoryStrip({ categories }: { categories: HomeCategory[] }) {
  const t = useT();
  if (categories.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="home-categories">
      <div className={styles.head}>
        <h2 id="home-categories" className={styles.title}>
          {t('shell.home.categories')}
        </h2>
        <Link to="/danh-muc" className={styles.more}>
          {t('common.seeAll')}
        </Link>
      </div>
      <ul className={styles.categories}>
        {categories.map((category) => (
          <li key={category.id}>
            <Link to={`/nganh-hang/${category.id}`} className={styles.category}>
              {category.imageUrl ? (
                <img
                  className={styles.categoryImage}
                  src={category.imageUrl}
                  alt=""
                  width={88}
                  height={88}
                  loading="lazy"
                />
              ) : (
                <span className={styles.categoryImage} aria-hidden="true" />
              )}
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
