import type { ProductReviewView, ReviewSummaryView } from '@cho-dep/core/catalog/product-detail';
import { formatDate } from '@cho-dep/core/format/date';
import type { Language } from '@cho-dep/core/locale/locales';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useT } from '../../lib/i18n';
import { Button } from '../../ui/button';
import { fetchReviews } from './product-api';
import styles from './product-reviews.module.css';
import sections from './product-sections.module.css';
import { RatingStars } from './rating-stars';

const STARS = [5, 4, 3, 2, 1] as const;

type Filter = { star?: number; withPhotos?: boolean };

/**
 * "Đánh giá sản phẩm": the average, a bar per star, filters (star, with photos) and the
 * newest reviews; more are fetched page by page.
 */
export function ProductReviews({
  productId,
  summary,
  initial,
  now,
}: {
  productId: string;
  summary: ReviewSummaryView;
  initial: ProductReviewView[];
  /** The server's clock at render, so relative dates read the same on the server and in the browser. */
  now: string;
}) {
  const t = useT();
  const { i18n } = useTranslation();
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

  const isActive = (candidate: Filter) =>
    candidate.star === filter.star && Boolean(candidate.withPhotos) === Boolean(filter.withPhotos);
  const chips: { label: string; value: Filter }[] = [
    { label: t('product.reviews.all'), value: {} },
    ...STARS.map((star) => ({ label: t('product.reviews.star', { count: star }), value: { star } })),
    { label: t('product.reviews.withPhotos', { count: summary.withPhotos }), value: { withPhotos: true } },
  ];

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
                key={chip.label}
                type="button"
                className={styles.chip}
                aria-pressed={isActive(chip.value)}
                onClick={() => choose(chip.value)}
                disabled={loading}
              >
                {chip.label}
              </button>
            ))}
          </fieldset>
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
                      {formatDate(review.createdAt, {
                        now: new Date(now),
                        language: i18n.language as Language,
                      })}
                    </time>
                    {review.variantLabel && (
                      <> · {t('product.reviews.variant', { label: review.variantLabel })}</>
                    )}
                  </p>
                  {review.comment && <p className={styles.comment}>{review.comment}</p>}
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
