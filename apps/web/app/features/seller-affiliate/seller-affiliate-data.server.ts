import {
  listSellerCampaigns,
  loadSellerCampaign,
} from '@cho-dep/api/affiliate/campaigns/seller-campaign-queries';
import { loadShopRates } from '@cho-dep/api/affiliate/campaigns/shop-rates';
import { isAppError } from '@cho-dep/core/errors/app-error';
import { translate } from '@cho-dep/i18n/translate';
import { data } from 'react-router';
import type { SellerContext } from '../../lib/require-seller.server';

const urlOf = (seller: SellerContext) => (key: string) => seller.app.storage.urlOf(key);
const titleOf = (seller: SellerContext, key: string) =>
  translate(seller.info.language, `sellerAffiliate.meta.${key}`);

/** The commission setting as it stands, with the shop's products to pick from. */
export async function loadRatesPage(seller: SellerContext) {
  const rates = await loadShopRates(seller.app.database.db, seller.shop.id, seller.app.now(), urlOf(seller));
  return { rates, title: titleOf(seller, 'setting') };
}

export async function loadCampaignList(seller: SellerContext) {
  const campaigns = await listSellerCampaigns(seller.app.database.db, seller.shop.id, seller.app.now());
  return { campaigns, title: titleOf(seller, 'campaigns') };
}

/** One campaign of the shop; another shop's (or none) is the 404 page. */
export async function loadCampaignPage(seller: SellerContext, id: string) {
  try {
    const campaign = await loadSellerCampaign(
      seller.app.database.db,
      seller.shop.id,
      id,
      seller.app.now(),
      urlOf(seller),
    );
    return { campaign, title: campaign.name };
  } catch (error) {
    if (isAppError(error) && error.code === 'NOT_FOUND') throw data(null, { status: 404 });
    throw error;
  }
}

/**
 * What the campaign form needs: the shop's products to choose from, the shop's rate today (the
 * campaign must pay more) and, when editing, the campaign.
 */
export async function loadCampaignForm(seller: SellerContext, id: string | null) {
  const { rates } = await loadRatesPage(seller);
  const campaign = id ? (await loadCampaignPage(seller, id)).campaign : null;
  return {
    catalog: rates.catalog,
    shopRatePercent: rates.shopRatePercent,
    campaign,
    now: seller.app.now().toISOString(),
    title: titleOf(seller, id ? 'edit' : 'create'),
  };
}
