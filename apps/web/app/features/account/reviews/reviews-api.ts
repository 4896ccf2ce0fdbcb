import type { MyReview, Page, PendingReviewLine } from '@cho-dep/api/reviews/review-lists';
import type { ReviewFit } from '@cho-dep/core/reviews/review-schemas';
import { api } from '../../../lib/api-client';

/** The account's review calls (the same endpoints the mobile clients use). */
export type { MyReview, PendingReviewLine };
export type ReviewPage<T> = Page<T>;

export const pendingPath = (page: number) => `/api/v1/mobile/reviews/pending?page=${page}`;
export const minePath = (page: number) => `/api/v1/mobile/reviews/mine?page=${page}`;

export interface ReviewDraft {
  rating: number;
  comment: string;
  photoKeys: string[];
  videoKey: string | null;
  fit: ReviewFit | null;
  shareBody: boolean;
}

/** Uploads one photo or video; the answer's key goes into the review. */
export async function uploadReviewMedia(file: File) {
  const form = new FormData();
  form.append('file', file);
  const answer = await api<{ data: { kind: 'photo' | 'video'; key: string; previewUrl: string } }>(
    '/api/v1/mobile/reviews/media',
    { method: 'POST', body: form },
  );
  return answer.data;
}

/** A new review of an order line, or the one edit of an existing review. */
export async function saveReview(draft: ReviewDraft, target: { orderItemId?: string; reviewId?: string }) {
  if (target.reviewId) {
    return api(`/api/v1/mobile/reviews/${target.reviewId}`, { method: 'PUT', body: draft });
  }
  return api('/api/v1/mobile/reviews', {
    method: 'POST',
    body: { ...draft, orderItemId: target.orderItemId },
  });
}
