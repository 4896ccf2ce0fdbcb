import { listSellerPromotions, loadSellerPromotion } from '@cho-dep/api/promotions/seller-promotion-queries';
import { isAppError } from '@cho-dep/core/errors/app-error';
import { PROMOTION_PHASES, type PromotionPhase } from '@cho-dep/core/marketing/promotion-phase';
import { data } from 'react-router';
import type { SellerContext } from '../../lib/require-seller.server';
import type { PromotionKind } from './seller-promotion-api';

/** The tab in the address; anything else reads as the running tab, like the API's default. */
export function phaseOf(url: URL): PromotionPhase {
  const tab = url.searchParams.get('tab');
  return (PROMOTION_PHASES as readonly string[]).includes(tab ?? '') ? (tab as PromotionPhase) : 'running';
}

/** ?type=variant, else product (the API's default). */
export function kindOf(url: URL): PromotionKind {
  return url.searchParams.get('type') === 'variant' ? 'variant' : 'product';
}

/** The list page's data, straight from the service the API uses. */
export async function loadPromotionList(seller: SellerContext, url: URL) {
  const page = Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1));
  const { app } = seller;
  return listSellerPromotions(
    app.database.db,
    seller.shop.id,
    { type: kindOf(url), tab: phaseOf(url), page },
    app.now(),
  );
}

/** One program of the seller's shop; another shop's (or none) is a 404 page. */
export async function loadPromotionPage(seller: SellerContext, id: string) {
  const { app } = seller;
  try {
    return await loadSellerPromotion(
      app.database.db,
      seller.shop.id,
      id,
      (key) => app.storage.urlOf(key),
      app.now(),
    );
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') throw data(null, { status: 404 });
    throw error;
  }
}
