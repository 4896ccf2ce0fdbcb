import { liveFigures } from '@cho-dep/api/live/live-attribution';
import { assertOwnLive, listSellerLives, liveDetail } from '@cho-dep/api/live/live-queries';
import { isAppError } from '@cho-dep/core/errors/app-error';
import { data } from 'react-router';
import type { SellerContext } from '../../lib/require-seller.server';

/** The list page's lives (one page), straight from the service the API uses. */
export function loadLiveList(seller: SellerContext, url: URL) {
  const page = Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1));
  return listSellerLives(seller.app, seller.shop.id, page);
}

/** One live of the seller's shop with its figures; another shop's (or none) is a 404 page. */
export async function loadSellerLive(seller: SellerContext, id: string) {
  try {
    await assertOwnLive(seller.app, seller.shop.id, id);
    const [live, figures] = await Promise.all([liveDetail(seller.app, id), liveFigures(seller.app, id)]);
    return { ...live, figures };
  } catch (error) {
    if (isAppError(error) && (error.code === 'NOT_FOUND' || error.code === 'VALIDATION_FAILED'))
      throw data(null, { status: 404 });
    throw error;
  }
}
