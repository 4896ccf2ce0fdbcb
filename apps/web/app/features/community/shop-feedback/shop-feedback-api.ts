import type { ShopFeedbackInput } from '@cho-dep/core/community/shop-feedback-schemas';
import { call, client, multipart } from '../../../lib/api-fetch';

/** The shop feedback page's calls: rate the shop, its picture, the shop's reply. */

export const shopFeedbackHref = (shopId: string, page = 1) =>
  `/shop-feedback/${shopId}${page > 1 ? `?page=${page}` : ''}`;

export async function sendShopFeedback(shopId: string, input: ShopFeedbackInput) {
  return (
    await call(
      client.POST('/community/v1/shops/{id}/feedback', { params: { path: { id: shopId } }, body: input }),
    )
  ).data;
}

export async function uploadShopFeedbackPicture(file: File): Promise<{ key: string; url: string }> {
  const form = new FormData();
  form.append('file', file);
  return (await call(client.POST('/community/v1/shops/feedback/media', { body: multipart(form) }))).data;
}

export async function replyToShopFeedback(shopId: string, feedbackId: string, content: string) {
  return (
    await call(
      client.PUT('/community/v1/shops/{id}/feedback/{feedbackId}/reply', {
        params: { path: { id: shopId, feedbackId } },
        body: { content },
      }),
    )
  ).data;
}
