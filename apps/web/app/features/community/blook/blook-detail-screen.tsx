import type { BlookDetailView, BlookPageView } from '@cho-dep/api/community/blooks/blook-view-schemas';
import { formatVnd } from '@cho-dep/core/format/money';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useLanguage, useT } from '../../../lib/i18n';
import { useRequireLogin } from '../../../lib/use-require-login';
import { Alert } from '../../../ui/alert';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useToast } from '../../../ui/toast';
import { LazyReportDialog } from '../moderation/lazy-report-dialog';
import { distinctProducts, ShopTheLookButton } from '../shoppable/shop-the-look-button';
import { AuthorAvatar } from './author-avatar';
import { BlookActions } from './blook-actions';
import { deleteBlook } from './blook-api';
import { BlookCard } from './blook-card';
import { BlookCollage, TilePicture } from './blook-collage';
import { BlookComments } from './blook-comments';
import { BlookItems, productHref } from './blook-items';
import styles from './blook-page.module.css';
import { FollowAuthor } from './follow-author';

/**
 * /blook/{id}: the look in its template's layout (each picture opens its product), who made it,
 * like, save, comment, follow, "Mua cả set", the products with their live prices, and more looks
 * for the same occasion.
 */
export function BlookDetailScreen({ blook, related }: { blook: BlookDetailView; related: BlookPageView }) {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const toast = useToast();
  const [commentCount, setCommentCount] = useState(blook.commentCount);
  const [deleting, setDeleting] = useState(false);
  const [reporting, setReporting] = useState(false);
  const requireLogin = useRequireLogin();
  const byName = blook.subCategory?.name[language];
  const removed = blook.status === 'removed';

  return (
    <main className={styles.page}>
      <div className={styles.layout}>
        <div className={styles.visual}>
          <section aria-label={t('blook.detail.collageLabel')}>
            <BlookCollage
              size="page"
              columns={blook.columns}
              rows={blook.rows}
              tiles={blook.items}
              renderTile={(item) => (
                <Link
                  to={productHref(item.productId)}
                  className={styles.tileLink}
                  aria-label={t('blook.detail.openProduct', {
                    slot: t(`blook.slots.${item.slot}`),
                    name: item.product.name,
                  })}
                >
                  <TilePicture src={item.product.imageUrl} eager />
                  <span className={styles.pricePill} aria-hidden="true">
                    {formatVnd(item.product.salePrice ?? item.product.price)}
                  </span>
                </Link>
              )}
            />
          </section>
        </div>
        <div className={styles.details}>
          {removed && (
            <Alert tone="info">{t('blook.detail.removed', { reason: blook.removedReason ?? '' })}</Alert>
          )}
          <h1 className={styles.title} data-testid="blook-title">
            {blook.title}
          </h1>
          <p className={styles.tags}>
            <Link to={`/blook/category/${blook.category.id}`}>#{blook.category.name[language]}</Link>
            {blook.subCategory && byName && (
              <Link to={`/blook/sub-category/${blook.subCategory.id}`}>#{byName}</Link>
            )}
          </p>
          <div className={styles.authorRow}>
            <Link to={`/tuong/${blook.author.id}`} className={styles.author}>
              <AuthorAvatar name={blook.author.name} avatarUrl={blook.author.avatarUrl} size={40} />
              <span>
                <span className={styles.muted}>{t('blook.detail.by')}</span>
                <strong className={styles.authorName}>{blook.author.name}</strong>
              </span>
            </Link>
            {!blook.isMine && <FollowAuthor userId={blook.author.id} followed={blook.author.followedByMe} />}
          </div>
          {!removed && (
            <>
              <BlookActions
                blook={{ ...blook, commentCount }}
                onComments={() =>
                  document.getElementById('blook-comments')?.scrollIntoView({ behavior: 'smooth' })
                }
              />
              <ShopTheLookButton
                source={{ kind: 'blook', id: blook.id }}
                count={distinctProducts(blook.items)}
              />
            </>
          )}
          <BlookItems items={blook.items} />
          <div className={styles.ownerRow}>
            {blook.isMine ? (
              <button type="button" className={styles.dangerLink} onClick={() => setDeleting(true)}>
                {t('blook.detail.delete')}
              </button>
            ) : (
              <button
                type="button"
                className={styles.mutedLink}
                onClick={() => requireLogin(() => setReporting(true))}
              >
                {t('moderation.report.menuItem')}
              </button>
            )}
          </div>
          {!removed && <BlookComments blookId={blook.id} count={commentCount} onCount={setCommentCount} />}
        </div>
      </div>
      {related.items.length > 0 && (
        <section className={styles.related} aria-labelledby="blook-related">
          <h2 id="blook-related" className={styles.sectionHeading}>
            {t('blook.detail.more')}
          </h2>
          <ul className={styles.relatedGrid}>
            {related.items.map((card) => (
              <li key={card.id}>
                <BlookCard blook={card} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <LazyReportDialog
        open={reporting}
        onClose={() => setReporting(false)}
        targetType="blook"
        targetId={blook.id}
      />
      {deleting && (
        <ConfirmDialog
          title={t('blook.detail.deleteTitle')}
          body={t('blook.detail.deleteText')}
          confirmLabel={t('blook.detail.delete')}
          cancelLabel={t('common.cancel')}
          tone="danger"
          onConfirm={async () => {
            await deleteBlook(blook.id);
            toast.show(t('blook.detail.deleted'), 'success');
            navigate('/blook', { replace: true });
          }}
          onClose={() => setDeleting(false)}
        />
      )}
    </main>
  );
}
