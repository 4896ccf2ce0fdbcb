import type { BlogCardView } from '@cho-dep/api/community/blog/blog-schemas';
import { formatDayMonthYear } from '@cho-dep/core/format/date';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../../lib/i18n';
import styles from './blog.module.css';
import { blogArticleHref } from './blog-links';

/** One article in the magazine: cover, category, title, teaser, date and reading time. */
export function BlogCard({ article, featured = false }: { article: BlogCardView; featured?: boolean }) {
  const t = useT();
  const language = useLanguage();
  return (
    <article className={featured ? `${styles.card} ${styles.featured}` : styles.card} data-testid="blog-card">
      <Link to={blogArticleHref(article.id)} className={styles.cardLink}>
        <span className={styles.cover}>
          {article.cover && (
            <img
              src={article.cover.url}
              srcSet={article.cover.srcSet}
              sizes={featured ? '(min-width: 1200px) 1200px, 100vw' : '(min-width: 900px) 400px, 100vw'}
              alt=""
              width={1200}
              height={400}
              loading={featured ? 'eager' : 'lazy'}
              decoding="async"
            />
          )}
        </span>
        <span className={styles.cardText}>
          {article.category && <span className={styles.kicker}>{article.category.name}</span>}
          <span className={styles.cardTitle}>{article.title}</span>
          {article.excerpt && <span className={styles.excerpt}>{article.excerpt}</span>}
          <span className={styles.meta}>
            {formatDayMonthYear(new Date(article.publishedAt), undefined, language)} ·{' '}
            {t('blog.list.minutes', { count: article.readingMinutes })}
          </span>
        </span>
      </Link>
    </article>
  );
}
