import type { BlogArticleView as Article } from '@cho-dep/api/community/blog/blog-schemas';
import { formatDayMonthYear } from '@cho-dep/core/format/date';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { oncePerView, trackViewBlogDetail } from '../../../lib/analytics';
import { useLanguage, useT } from '../../../lib/i18n';
import styles from './blog.module.css';
import { BlogBlocks } from './blog-blocks';
import { BLOG_PATH, blogListHref } from './blog-links';

/** The article's head and body, shared by /blog/{id} and the editor's preview. */
export function BlogArticleView({ article }: { article: Omit<Article, 'slug'> & { slug?: string } }) {
  const t = useT();
  const language = useLanguage();
  const date = article.publishedAt ?? article.updatedAt;
  return (
    <article className={styles.article}>
      <header className={styles.articleHead}>
        {article.category && (
          <Link to={blogListHref(article.category.id)} className={styles.kicker}>
            {article.category.name}
          </Link>
        )}
        <h1 className={styles.articleTitle}>{article.title}</h1>
        <p className={styles.meta}>
          {article.authorName && <>{t('blog.article.by', { name: article.authorName })} · </>}
          {formatDayMonthYear(new Date(date), undefined, language)} ·{' '}
          {t('blog.list.minutes', { count: article.readingMinutes })}
        </p>
      </header>
      {article.cover && (
        <img
          className={styles.articleCover}
          src={article.cover.url}
          srcSet={article.cover.srcSet}
          sizes="(min-width: 900px) 860px, 100vw"
          alt=""
          width={1200}
          height={400}
          fetchPriority="high"
        />
      )}
      <BlogBlocks blocks={article.blocks} />
    </article>
  );
}

/** /blog/{id}: the article; each view is pushed to the data layer as view_blog_detail. */
export function BlogArticleScreen({ article }: { article: Article }) {
  const t = useT();
  const { key } = useLocation();
  useEffect(() => {
    oncePerView(key, article.id, () =>
      trackViewBlogDetail({ id: article.id, title: article.title, category: article.category?.name ?? null }),
    );
  }, [key, article.id, article.title, article.category?.name]);
  return (
    <div className={styles.page}>
      <Link to={BLOG_PATH} className={styles.back}>
        ← {t('blog.article.back')}
      </Link>
      <BlogArticleView article={article} />
    </div>
  );
}
