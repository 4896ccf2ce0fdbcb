import type { AdminBlogListView } from '@cho-dep/api/community/blog/blog-schemas';
import type { BlogPhase } from '@cho-dep/core/community/blog-schemas';
import { formatDateTime } from '@cho-dep/core/format/date-time';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { useLanguage, useT } from '../../../../lib/i18n';
import { AdminPage } from '../../../../ui/admin-page';
import { Badge } from '../../../../ui/badge';
import { Button, buttonClassName } from '../../../../ui/button';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { EmptyState } from '../../../../ui/empty-state';
import { Pagination } from '../../../../ui/pagination';
import { useToast } from '../../../../ui/toast';
import { blogArticleHref } from '../blog-links';
import { BLOG_ADMIN_PATH, deleteBlogArticle } from './blog-admin-api';
import styles from './blog-editor.module.css';

const TONE: Record<BlogPhase, 'neutral' | 'info' | 'success'> = {
  draft: 'neutral',
  scheduled: 'info',
  published: 'success',
};

/** /quan-tri/blog?page=: every article with its phase, newest change first. */
export function BlogAdminListScreen({ list }: { list: AdminBlogListView }) {
  const t = useT();
  const language = useLanguage();
  const toast = useToast();
  const revalidator = useRevalidator();
  const [deleting, setDeleting] = useState<{ id: string; title: string } | null>(null);
  return (
    <AdminPage title={t('blog.meta.admin')} description={t('blog.admin.description')} withBreadcrumb>
      <div>
        <Link
          to={`${BLOG_ADMIN_PATH}/tao`}
          className={buttonClassName({ variant: 'primary' })}
          data-testid="blog-new"
        >
          {t('blog.admin.new')}
        </Link>
      </div>
      {list.data.length === 0 ? (
        <EmptyState title={t('blog.admin.empty')} />
      ) : (
        <ul className={styles.list}>
          {list.data.map((row) => (
            <li key={row.id} className={styles.row} data-testid="blog-admin-row">
              {row.cover ? (
                <img className={styles.rowCover} src={row.cover.url} alt="" width={150} height={50} />
              ) : (
                <span className={styles.rowCover} />
              )}
              <div className={styles.rowText}>
                <h2 className={styles.rowTitle}>
                  <Link to={`${BLOG_ADMIN_PATH}/cap-nhat/${row.id}`}>{row.title}</Link>
                </h2>
                <div className={styles.rowMeta}>
                  <Badge tone={TONE[row.phase]}>{t(`blog.admin.phase.${row.phase}`)}</Badge>
                  {row.category && <span>{row.category.name}</span>}
                  {row.publishAt && row.phase !== 'draft' && (
                    <span>{formatDateTime(row.publishAt, language)}</span>
                  )}
                </div>
              </div>
              <div className={styles.rowActions}>
                <Link
                  to={`${BLOG_ADMIN_PATH}/cap-nhat/${row.id}`}
                  className={buttonClassName({ size: 'sm', variant: 'secondary' })}
                >
                  {t('blog.admin.edit')}
                </Link>
                {row.phase === 'published' && (
                  <Link
                    to={blogArticleHref(row.id)}
                    className={buttonClassName({ size: 'sm', variant: 'ghost' })}
                  >
                    {t('blog.admin.view')}
                  </Link>
                )}
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setDeleting({ id: row.id, title: row.title })}
                >
                  {t('blog.admin.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={list.page}
        pages={Math.max(1, Math.ceil(list.total / list.limit))}
        href={(page) => (page > 1 ? `${BLOG_ADMIN_PATH}?page=${page}` : BLOG_ADMIN_PATH)}
        label={t('admin.paginationLabel')}
      />
      {deleting && (
        <ConfirmDialog
          title={t('blog.admin.delete')}
          body={t('blog.admin.deleteConfirm', { title: deleting.title })}
          confirmLabel={t('blog.admin.delete')}
          cancelLabel={t('blog.admin.cancel')}
          tone="danger"
          onConfirm={async () => {
            await deleteBlogArticle(deleting.id);
            toast.show(t('blog.admin.deleted'), 'success');
            setDeleting(null);
            await revalidator.revalidate();
          }}
          onClose={() => setDeleting(null)}
        />
      )}
    </AdminPage>
  );
}
