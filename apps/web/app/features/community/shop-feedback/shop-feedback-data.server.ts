import {
  loadShopFeedbackPage,
  loadShopFeedbackSummary,
} from '@cho-dep/api/community/shop-feedback/shop-feedback-queries';
import { isAppError } from '@cho-dep/core/errors/app-error';
import type { ServerContext } from '../../../server-context';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /shop-feedback/{id}?page=: as GET /community/v1/shops/{id}/feedback, or null for no such shop. */
export async function loadShopFeedback(server: ServerContext, shopId: string, page: number) {
  if (!UUID.test(shopId)) return null;
  try {
    return await loadShopFeedbackPage(
      server.app.database.db,
      shopId,
      server.user?.userId ?? null,
      page,
      (key) => server.app.storage.urlOf(key),
    );
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/** The average and count the seller page shows beside its link to the feedback. */
export function loadShopFeedbackBadge(server: ServerContext, shopId: string) {
  return loadShopFeedbackSummary(server.app.database.db, shopId);
}
