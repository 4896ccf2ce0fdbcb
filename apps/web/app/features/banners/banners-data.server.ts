import { listSellerBanners, loadSellerBanner } from '@cho-dep/api/banners/seller-banner-queries';
import { isAppError } from '@cho-dep/core/errors/app-error';
import { BANNER_PHASES, type BannerPhase } from '@cho-dep/core/marketing/banner-input-schema';
import { data } from 'react-router';
import type { SellerContext } from '../../lib/require-seller.server';

/** The tab in the address (?tab=), running when absent or unknown. */
export function phaseOf(url: URL): BannerPhase {
  const tab = url.searchParams.get('tab');
  return BANNER_PHASES.find((phase) => phase === tab) ?? 'running';
}

/** The list page's data, straight from the service the API uses. */
export async function loadBannerList(seller: SellerContext, url: URL) {
  const { app } = seller;
  const page = Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1));
  return listSellerBanners(app.database.db, seller.shop.id, { phase: phaseOf(url), page }, app.now(), (key) =>
    app.storage.urlOf(key),
  );
}

/** One banner of the seller's shop; another shop's (or none) is a 404 page. */
export async function loadBannerPage(seller: SellerContext, id: string) {
  const { app } = seller;
  try {
    return await loadSellerBanner(app.database.db, seller.shop.id, id, app.now(), (key) =>
      app.storage.urlOf(key),
    );
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') throw data(null, { status: 404 });
    throw error;
  }
}
