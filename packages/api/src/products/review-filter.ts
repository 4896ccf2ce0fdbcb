import { bodyOf } from '@cho-dep/core/reviews/review-rules';
import type { Db } from '@cho-dep/db/client';
import { and, eq } from 'drizzle-orm';
import { users } from '../accounts/users.tables';
import { variantLabelOf } from '../cart/cart-pricing';
import { productVariants } from './catalog/products.tables';
import type { ReviewFilter } from './product-reviews-query';

export interface ReviewQuery {
  star?: number;
  stars?: number;
  withPhotos?: boolean;
  withMedia?: boolean;
  variant?: string;
  likeMe?: boolean;
  page: number;
}

/**
 * Turns the reviews query string into a filter: the variant's label (older reviews only kept
 * the label) and, for "people like me", the viewer's own height and weight from their profile.
 * A variant of another product matches nothing.
 */
export async function reviewFilterOf(
  db: Db,
  productId: string,
  query: ReviewQuery,
  viewerUserId: string | null,
): Promise<ReviewFilter> {
  const filter: ReviewFilter = {
    star: query.star ?? query.stars,
    withPhotos: query.withPhotos,
    withMedia: query.withMedia,
    page: query.page,
  };
  if (query.variant) {
    const [variant] = await db
      .select({ optionValues: productVariants.optionValues })
      .from(productVariants)
      .where(and(eq(productVariants.id, query.variant), eq(productVariants.productId, productId)));
    // A variant of another product matches no review of this one, by id or by label.
    filter.variant = { id: query.variant, label: variant ? variantLabelOf(variant.optionValues) : null };
  }
  if (query.likeMe) {
    const [viewer] = viewerUserId
      ? await db
          .select({ measurements: users.bodyMeasurements })
          .from(users)
          .where(eq(users.id, viewerUserId))
      : [];
    filter.likeMe = bodyOf(viewer?.measurements);
  }
  return filter;
}
