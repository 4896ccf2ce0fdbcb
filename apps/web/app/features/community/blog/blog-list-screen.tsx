import type { BlogCategoryView, BlogPageView } from '@cho-dep/api/community/blog/blog-schemas';
import { Link } from 'react-router';
import { useT } from '../../../lib/i18n';
import { EmptyState } from '../../../ui/empty-state';
import { Pagination } from '../../../ui/pagination';
import styles from './blog.module.css';
import { BlogCard } from './blog-card';
import { blogListHref } from './blog-links';

/**
 * /blog: the platform's magazine. The newest article leads with its wide cover, the others
 * follow as cards; category chips filter, pages keep the chosen category.
 */
export function BlogListScreen({
  categories,
  categoryId,
  page,
}: {
  categories: readonly BlogCategoryView[];
  categoryId: string | null;
  page: BlogPageView;
}) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(page.total / page.limit));
  const [lead, ...rest] = page.page === 1 ? page.data : [undefined, ...page.data];
  return (
    <div className={styles.page}>
      <header className={styles.masthead}>
        <h1 className={styles.title}>{t('blog.list.title')}</h1>
        <p className={styles.subtitle}>{t('blog.list.subtitle')}</p>
      </header>
      <nav className={styles.chips} aria-label={t('blog.list.categories')}>
        {[null, ...categories].map((category) => {
          const id = category?.id ?? null;
          const current = id === categoryId;
          return (
            <Link
              key={id ?? 'all'}
              to={blogListHref(id)}
              className={current ? `${styles.chip} ${styles.chipActive}` : styles.chip}
              aria-current={current ? 'page' : undefined}
            >
              {category?.name ?? t('blog.list.all')}
            </Link>
          );
        })}
      </nav>
      {page.data.length === 0 ? (
        <EmptyState title={t('blog.list.empty')} description={t('blog.list.emptyBody')} />
      ) : (
        <>
          {lead && <BlogCard article={lead} featured />}
          {rest.length > 0 && (
            <div className={styles.grid}>
              {rest.map((article) => article && <BlogCard key={article.id} article={article} />)}
            </div>
          )}
        </>
      )}
      <Pagination
        page={page.page}
        pages={pages}
        href={(n) => blogListHref(categoryId, n)}
        label={t('blog.list.pagination')}
      />
    </div>
  );
}
