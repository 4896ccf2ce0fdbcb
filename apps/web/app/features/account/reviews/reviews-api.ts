import { type ApiBody, type ApiSchema, call, client, multipart } from '../../../lib/api-fetch';
import { queryOptions } from '../../../lib/query-cache';

/** The account's review calls (the same endpoints the mobile clients use). */
export type MyReview = ApiSchema<'MyReview'>;

export const PENDING_PATH = '/api/v1/mobile/reviews/pending';
export const MINE_PATH = '/api/v1/mobile/reviews/mine';

/** The order lines still to review (first page). */
export const pendingReviewsQuery = queryOptions({
  queryKey: [PENDING_PATH, { query: { page: 1 } }],
  queryFn: async () => (await call(client.GET(PENDING_PATH, { params: { query: { page: 1 } } }))).data,
});

/** The buyer's own reviews (first page). */
export const myReviewsQuery = queryOptions({
  queryKey: [MINE_PATH, { query: { page: 1 } }],
  queryFn: async () => (await call(client.GET(MINE_PATH, { params: { query: { page: 1 } } }))).data,
});

/** What the form sends: a review's fields (an edit sends the same without the order line). */
export type ReviewDraft = ApiBody<'/api/v1/mobile/reviews/{id}', 'put'>;

/** Uploads one photo or video; the answer's key goes into the review. */
export async function uploadReviewMedia(file: File) {
  const form = new FormData();
  form.append('file', file);
  return (await call(client.POST('/api/v1/mobile/reviews/media', { body: multipart(form) }))).data;
}

/** A new review of an order line, or the one edit of an existing review. */
export async function saveReview(draft: ReviewDraft, target: { orderItemId?: string; reviewId?: string }) {
  if (target.reviewId) {
    return call(
      client.PUT('/api/v1/mobile/reviews/{id}', { params: { path: { id: target.reviewId } }, body: draft }),
    );
  }
  return call(
    client.POST('/api/v1/mobile/reviews', { body: { ...draft, orderItemId: target.orderItemId ?? '' } }),
  );
}
