import type {
  ProductReviewPage,
  ProductReviewView,
  ProductVariantView,
  ReviewSummaryView,
} from '@cho-dep/core/catalog/product-detail';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { formatDate } from '@cho-dep/core/format/date';
import { useState } from 'react';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n';
import { useLiveNow } from '../../lib/use-live-now';
import { useRequireLogin } from '../../lib/use-require-login';
import { Button } from '../../ui/button';
import { fetchReviews, type ReviewFilter } from './product-api';
import styles from './product-reviews.module.css';
import sections from './product-sections.module.css';
import { RatingStars } from './rating-stars';

const STARS = [5, 4, 3, 2, 1] as const;

type Filter = ReviewFilter;

const variantLabel = (variant: ProductVariantView) => variant.optionValues.map((o) => o.value).join(', ');

/**
 * "Đánh giá sản phẩm": the average, a bar per star, filters (all, one star count, with
 * photos/video, "people like me", one variant) and the newest reviews; more are fetched page
 * by page. "People like me" needs a login and the viewer's height and weight.
 */
export function ProductReviews({
  productId,
  summary,
  initial,
  variants,
  now,
}: {
  productId: string;
  summary: ReviewSummaryView;
  initial: ProductReviewView[];
  variants: ProductVariantView[];
  /** The server's clock at render: relative dates hydrate from it, then follow the device's clock. */
  now: string;
}) {
  const requireLogin = useRequireLogin();
  const [viewerBody, setViewerBody] = useState<ProductReviewPage['viewerBody']>();
  const t = useT();
  const language = useLanguage();
  const liveNow = useLiveNow(now);
  const [filter, setFilter] = useState<Filter>({});
  const [items, setItems] = useState(initial);
  const [page, setPage] = useState(1);
  const [hasMore, setHasMore] = useState(summary.count > initial.length);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);

  const load = async (next: Filter, nextPage: number) => {
    setLoading(true);
    setFailed(false);
    try {
      const answer = await fetchReviews(productId, { ...next, page: nextPage });
      setItems((current) => (nextPage === 1 ? answer.items : [...current, ...answer.items]));
      setViewerBody(answer.viewerBody);
      setPage(nextPage);
      setHasMore(nextPage * answer.pageSize < answer.total);
    } catch {
      setFailed(true);
    } finally {
      setLoading(false);
    }
  };

  const choose = (next: Filter) => {
    setFilter(next);
    void load(next, 1);
  };

  // One star count or "with media" at a time; "people like me" and the variant combine with them.
  const isActive = (candidate: Filter) =>
    candidate.star === filter.star && Boolean(candidate.withMedia) === Boolean(filter.withMedia);
  const chips: { label: string; value: Filter; testId: string }[] = [
    { label: t('reviews.filters.all'), value: {}, testId: 'all' },
    ...STARS.map((star) => ({
      label: t('reviews.filters.star', { count: star }),
      value: { star },
      testId: `star-${star}`,
    })),
    {
      label: t('reviews.filters.withMedia', { count: summary.withMedia }),
      value: { withMedia: true },
      testId: 'media',
    },
  ];
  const chooseChip = (value: Filter) =>
    choose(value.star || value.withMedia ? { ...value, likeMe: filter.likeMe, variant: filter.variant } : {});
  const toggleLikeMe = () => {
    if (!filter.likeMe && !requireLogin()) return;
    choose({ ...filter, likeMe: !filter.likeMe || undefined });
  };
  const variantChoices = variants.length > 1 ? variants : [];

  return (
    <section className={sections.section} aria-labelledby="product-reviews-title" id="danh-gia">
      <h2 id="product-reviews-title" className={sections.title}>
        {t('product.sections.reviews')}
      </h2>
      {summary.count === 0 ? (
        <p className={styles.empty}>{t('product.reviews.empty')}</p>
      ) : (
        <>
          <div className={styles.summary} data-testid="review-summary">
            <div className={styles.average}>
              <p>
                <span className={styles.averageValue}>{summary.average.toFixed(1)}</span>{' '}
                <span className={styles.outOf}>{t('product.reviews.outOf')}</span>
              </p>
              <RatingStars rating={summary.average} size={18} />
              <p className={styles.total}>{t('product.reviews.count', { count: summary.count })}</p>
            </div>
            <ul className={styles.bars}>
              {STARS.map((star) => {
                const n = summary.countByStar[star];
                return (
                  <li key={star} className={styles.bar}>
                    <span aria-hidden="true">{star} ★</span>
                    <span className={styles.track} aria-hidden="true">
                      <span className={styles.fill} style={{ width: `${(n / summary.count) * 100}%` }} />
                    </span>
                    <span aria-hidden="true" className={styles.barCount}>
                      {n}
                    </span>
                    <span className="visually-hidden">
                      {t('product.reviews.starCount', { star, count: n })}
                    </span>
                  </li>
                );
              })}
            </ul>
          </div>
          <fieldset className={styles.chips}>
            <legend className="visually-hidden">{t('product.reviews.filters')}</legend>
            {chips.map((chip) => (
              <button
                key={chip.testId}
                type="button"
                className={styles.chip}
                aria-pressed={
                  chip.testId === 'all'
                    ? isActive({}) && !filter.likeMe && !filter.variant
                    : isActive(chip.value)
                }
                aria-label={
                  chip.value.star ? t('reviews.filters.starLabel', { count: chip.value.star }) : undefined
                }
                onClick={() => chooseChip(chip.value)}
                disabled={loading}
                data-testid={`review-filter-${chip.testId}`}
              >
                {chip.label}
              </button>
            ))}
            <button
              type="button"
              className={styles.chip}
              aria-pressed={Boolean(filter.likeMe)}
              onClick={toggleLikeMe}
              disabled={loading}
              data-testid="review-filter-like-me"
            >
              {t('reviews.filters.likeMe')}
            </button>
          </fieldset>
          {variantChoices.length > 0 && (
            <label className={styles.variantFilter}>
              <span>{t('reviews.filters.variant')}</span>
              <select
                value={filter.variant ?? ''}
                onChange={(event) => choose({ ...filter, variant: event.target.value || undefined })}
                disabled={loading}
                data-testid="review-filter-variant"
              >
                <option value="">{t('reviews.filters.allVariants')}</option>
                {variantChoices.map((variant) => (
                  <option key={variant.id} value={variant.id}>
                    {variantLabel(variant)}
                  </option>
                ))}
              </select>
            </label>
          )}
          {filter.likeMe && viewerBody === null && (
            <p className={styles.notice} data-testid="review-like-me-missing">
              {t('reviews.filters.likeMeNoBody')}{' '}
              <Link to="/trang-ca-nhan?tab=measurements">{t('reviews.filters.likeMeAddBody')}</Link>
            </p>
          )}
          {filter.likeMe && viewerBody && (
            <p className={styles.notice}>
              {t('reviews.filters.likeMeRange', {
                heightMin: viewerBody.heightCm - LIMITS.review.likeMeHeightCm,
                heightMax: viewerBody.heightCm + LIMITS.review.likeMeHeightCm,
                weightMin: viewerBody.weightKg - LIMITS.review.likeMeWeightKg,
                weightMax: viewerBody.weightKg + LIMITS.review.likeMeWeightKg,
              })}
            </p>
          )}
          {items.length === 0 && !loading ? (
            <p className={styles.empty}>{t('product.reviews.emptyFilter')}</p>
          ) : (
            <ul className={styles.list} aria-busy={loading || undefined}>
              {items.map((review) => (
                <li key={review.id} className={styles.review}>
                  <div className={styles.reviewHead}>
                    <span className={styles.avatar} aria-hidden="true">
                      {review.reviewerName.charAt(0)}
                    </span>
                    <div>
                      <p className={styles.reviewer}>{review.reviewerName}</p>
                      <RatingStars rating={review.rating} size={12} />
                      <span className="visually-hidden">
                        {t('product.stats.rating', { rating: review.rating })}
                      </span>
                    </div>
                  </div>
                  <p className={styles.meta}>
                    <time dateTime={review.createdAt}>
                      {formatDate(review.createdAt, { now: liveNow, language })}
                    </time>
                    {review.variantLabel && (
                      <> · {t('product.reviews.variant', { label: review.variantLabel })}</>
                    )}
                  </p>
                  {(review.fit || review.heightCm !== null) && (
                    <p className={styles.fitLine}>
                      {review.fit && (
                        <span>
                          {t('reviews.item.fitLabel', { fit: t(`reviews.item.fit.${review.fit}`) })}
                        </span>
                      )}
                      {review.heightCm !== null && review.weightKg !== null && (
                        <span>
                          {t('reviews.item.body', { height: review.heightCm, weight: review.weightKg })}
                        </span>
                      )}
                    </p>
                  )}
                  {review.comment && <p className={styles.comment}>{review.comment}</p>}
                  {review.edited && <p className={styles.edited}>{t('reviews.item.edited')}</p>}
                  {review.photoUrls.length > 0 && (
                    <ul className={styles.photos}>
                      {review.photoUrls.map((url, index) => (
                        <li key={url}>
                          <a href={review.photoFullUrls[index] ?? url} target="_blank" rel="noreferrer">
                            <img
                              src={url}
                              alt={t('product.reviews.photoAlt', { index: index + 1 })}
                              width={72}
                              height={72}
                              loading="lazy"
                              decoding="async"
                            />
                          </a>
                        </li>
                      ))}
                    </ul>
                  )}
                  {review.videoUrl && (
                    // biome-ignore lint/a11y/useMediaCaption: buyers' review clips come without captions.
                    <video
                      className={styles.video}
                      src={review.videoUrl}
                      controls
                      preload="metadata"
                      aria-label={t('reviews.item.video')}
                    />
                  )}
                  {review.sellerReply && (
                    <div className={styles.reply}>
                      <p className={styles.replyTitle}>{t('reviews.item.sellerReply')}</p>
                      <p>{review.sellerReply}</p>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
          {failed && (
            <p className={styles.error} role="alert">
              {t('product.reviews.loadFailed')}
            </p>
          )}
          {hasMore && (
            <Button
              variant="neutral"
              onClick={() => void load(filter, page + 1)}
              loading={loading}
              className={styles.moreButton}
            >
              {t('product.reviews.more')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
