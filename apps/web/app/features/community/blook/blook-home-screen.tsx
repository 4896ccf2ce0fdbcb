import type { BlookCategoryView } from '@cho-dep/api/community/blooks/blook-view-schemas';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../../lib/i18n';
import type { BlookHomeData } from './blook-data.server';
import { BlookGrid } from './blook-grid';
import styles from './blook-home.module.css';

export interface BlookHomeScreenProps {
  data: BlookHomeData;
  categoryId?: string;
  subCategoryId?: string;
}

/** /blook, /blook/category/{id}, /blook/sub-category/{id}: occasions as chips over a grid of looks. */
export function BlookHomeScreen({ data, categoryId, subCategoryId }: BlookHomeScreenProps) {
  const t = useT();
  const language = useLanguage();
  const active: BlookCategoryView | undefined = data.categories.find(
    (c) => c.id === categoryId || c.subCategories.some((s) => s.id === subCategoryId),
  );
  const activeSub = active?.subCategories.find((s) => s.id === subCategoryId);
  const heading = activeSub?.name[language] ?? active?.name[language] ?? t('blook.home.heading');
  return (
    <main className={styles.page}>
      <header className={styles.hero}>
        <div>
          <h1 className={styles.heading}>{heading}</h1>
          <p className={styles.intro}>{t('blook.home.intro')}</p>
        </div>
        <Link to="/blook/tao" className={styles.create} data-testid="blook-create">
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
          {t('blook.home.create')}
        </Link>
      </header>
      <nav aria-label={t('blook.home.chipsLabel')} className={styles.chipsRow}>
        <ul className={styles.chips}>
          <li>
            <Link to="/blook" className={styles.chip} aria-current={!active ? 'page' : undefined}>
              {t('blook.home.all')}
            </Link>
          </li>
          {data.categories.map((category) => (
            <li key={category.id}>
              <Link
                to={`/blook/category/${category.id}`}
                className={styles.chip}
                aria-current={category.id === active?.id ? 'page' : undefined}
              >
                {category.name[language]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {active && active.subCategories.length > 0 && (
        <nav aria-label={t('blook.home.subChipsLabel')} className={styles.chipsRow}>
          <ul className={styles.chips}>
            {active.subCategories.map((sub) => (
              <li key={sub.id}>
                <Link
                  to={
                    sub.id === subCategoryId
                      ? `/blook/category/${active.id}`
                      : `/blook/sub-category/${sub.id}`
                  }
                  className={styles.subChip}
                  aria-current={sub.id === subCategoryId ? 'page' : undefined}
                >
                  #{sub.name[language]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <BlookGrid
        key={`${categoryId ?? ''}:${subCategoryId ?? ''}`}
        categoryId={subCategoryId ? undefined : categoryId}
        subCategoryId={subCategoryId}
        initial={data.page}
      />
    </main>
  );
}
