import { formatDate, formatDayMonthYear } from '@cho-dep/core/format/date';
import { useState } from 'react';
import { useLanguage, useT } from '../../../lib/i18n';
import { useInvalidateApi, useQuery } from '../../../lib/query-cache';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { EmptyState } from '../../../ui/empty-state';
import { ResourceState } from '../../../ui/resource-state';
import { useToast } from '../../../ui/toast';
import { profileQuery } from '../profile/profile-api';
import { ReviewForm, type ReviewFormTarget } from './review-form';
import { MINE_PATH, type MyReview, myReviewsQuery, PENDING_PATH, pendingReviewsQuery } from './reviews-api';
import styles from './reviews-section.module.css';

type Tab = 'pending' | 'mine';

function Stars({ rating }: { rating: number }) {
  return (
    <span className={styles.smallStars} aria-hidden="true">
      {'★'.repeat(rating)}
      <span className={styles.starsOff}>{'★'.repeat(5 - rating)}</span>
    </span>
  );
}

function editTarget(review: MyReview): ReviewFormTarget {
  return {
    reviewId: review.id,
    productName: review.productName,
    variantLabel: review.variantLabel,
    imageUrl: review.productImageUrl,
    initial: {
      rating: review.rating,
      comment: review.comment,
      photos: review.photoKeys.map((key, index) => ({ key, previewUrl: review.photoUrls[index] ?? '' })),
      video:
        review.videoKey && review.videoUrl ? { key: review.videoKey, previewUrl: review.videoUrl } : null,
      fit: review.fit,
      shareBody: review.heightCm !== null,
    },
  };
}

/**
 * Account menu "Đánh giá sản phẩm đã mua": the lines of completed orders still to review
 * (each opens the review form), and the buyer's reviews with their one "Sửa" while the 30
 * days last.
 */
export function ReviewsSection() {
  const t = useT();
  const toast = useToast();
  const language = useLanguage();
  const [tab, setTab] = useState<Tab>('pending');
  const [target, setTarget] = useState<ReviewFormTarget | null>(null);
  const pending = useQuery(pendingReviewsQuery);
  const mine = useQuery(myReviewsQuery);
  const profile = useQuery(profileQuery);
  const invalidate = useInvalidateApi();

  if (!pending.data || !mine.data) {
    return (
      <ResourceState
        failed={pending.isError || mine.isError}
        onRetry={() => {
          void pending.refetch();
          void mine.refetch();
        }}
      />
    );
  }
  const measurements = profile.data?.bodyMeasurements;
  const body =
    typeof measurements?.height === 'number' && typeof measurements?.weight === 'number'
      ? { heightCm: measurements.height, weightKg: measurements.weight }
      : null;
  const date = (iso: string) => formatDate(iso, { now: new Date(), language });

  const saved = () => {
    const wasEdit = Boolean(target?.reviewId);
    setTarget(null);
    toast.show(t(wasEdit ? 'reviews.form.saved' : 'reviews.form.sent'), 'success');
    void invalidate(PENDING_PATH, MINE_PATH);
    if (!wasEdit) setTab('mine');
  };

  return (
    <div className={styles.section} data-testid="account-reviews">
      <div className={styles.tabs} role="tablist">
        {(['pending', 'mine'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className={styles.tab}
            onClick={() => setTab(name)}
            data-testid={`reviews-tab-${name}`}
          >
            {t(`reviews.account.${name}`, {
              count: name === 'pending' ? pending.data?.total : mine.data?.total,
            })}
          </button>
        ))}
      </div>

      {tab === 'pending' &&
        (pending.data.data.length === 0 ? (
          <Card>
            <EmptyState
              title={t('reviews.account.emptyPending')}
              description={t('reviews.account.emptyPendingBody')}
            />
          </Card>
        ) : (
          <ul className={styles.list}>
            {pending.data.data.map((line) => (
              <li key={line.orderItemId} className={styles.row} data-testid="review-pending-line">
                {line.imageUrl ? (
                  <img className={styles.thumb} src={line.imageUrl} alt="" width={64} height={64} />
                ) : (
                  <span className={styles.thumb} />
                )}
                <div className={styles.rowBody}>
                  <p className={styles.productName}>{line.productName}</p>
                  <p className={styles.muted}>
                    {line.variantLabel} · {t('reviews.account.quantity', { count: line.quantity })}
                  </p>
                  <p className={styles.muted}>
                    {t('reviews.account.order', { code: line.orderCode })} · {date(line.completedAt)}
                  </p>
                </div>
                <Button
                  size="sm"
                  onClick={() =>
                    setTarget({
                      orderItemId: line.orderItemId,
                      productName: line.productName,
                      variantLabel: line.variantLabel,
                      imageUrl: line.imageUrl,
                    })
                  }
                  data-testid="review-write"
                >
                  {t('reviews.account.write')}
                </Button>
              </li>
            ))}
          </ul>
        ))}

      {tab === 'mine' &&
        (mine.data.data.length === 0 ? (
          <Card>
            <EmptyState title={t('reviews.account.emptyMine')} />
          </Card>
        ) : (
          <ul className={styles.list}>
            {mine.data.data.map((review) => (
              <li key={review.id} className={styles.mineRow} data-testid="review-mine">
                <div className={styles.row}>
                  {review.productImageUrl ? (
                    <img
                      className={styles.thumb}
                      src={review.productImageUrl}
                      alt=""
                      width={64}
                      height={64}
                    />
                  ) : (
                    <span className={styles.thumb} />
                  )}
                  <div className={styles.rowBody}>
                    <p className={styles.productName}>{review.productName}</p>
                    {review.variantLabel && <p className={styles.muted}>{review.variantLabel}</p>}
                    <Stars rating={review.rating} />
                    <span className="visually-hidden">
                      {t('reviews.filters.starLabel', { count: review.rating })}
                    </span>
                  </div>
                  {review.canEdit && (
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setTarget(editTarget(review))}
                      data-testid="review-edit"
                    >
                      {t('reviews.account.edit')}
                    </Button>
                  )}
                </div>
                {review.comment && <p className={styles.comment}>{review.comment}</p>}
                {review.photoUrls.length > 0 && (
                  <ul className={styles.mediaList}>
                    {review.photoUrls.map((url, index) => (
                      <li key={url} className={styles.mediaItem}>
                        <img src={url} alt={t('reviews.form.photoAlt', { index: index + 1 })} />
                      </li>
                    ))}
                  </ul>
                )}
                {review.sellerReply && (
                  <div className={styles.reply}>
                    <p className={styles.replyTitle}>{t('reviews.item.sellerReply')}</p>
                    <p>{review.sellerReply}</p>
                  </div>
                )}
                <p className={styles.muted}>
                  {date(review.createdAt)} ·{' '}
                  {review.canEdit
                    ? t('reviews.account.editUntil', {
                        date: formatDayMonthYear(new Date(review.editDeadline), undefined, language),
                      })
                    : t('reviews.account.editClosed')}
                </p>
              </li>
            ))}
          </ul>
        ))}

      {target && <ReviewForm target={target} body={body} onClose={() => setTarget(null)} onSaved={saved} />}
    </div>
  );
}
