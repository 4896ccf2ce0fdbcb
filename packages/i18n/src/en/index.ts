import { account } from './account';
import { address } from './address';
import { admin } from './admin';
import { affiliate } from './affiliate';
import { affiliateAdmin } from './affiliate-admin';
import { affiliateApply } from './affiliate-apply';
import { affiliateCampaigns } from './affiliate-campaigns';
import { auth } from './auth';
import { awards, awardsAdmin } from './awards';
import { blog } from './blog';
import { blook } from './blook';
import { campaigns } from './campaigns';
import { cart } from './cart';
import { catalog as catalogNamespace } from './catalog';
import { chat } from './chat';
import { chatSuggestions } from './chat-suggestions';
import { checkout } from './checkout';
import { common } from './common';
import { community } from './community';
import { compose } from './compose';
import { content } from './content';
import { errors } from './errors';
import { groupBuying } from './group-buying';
import { live } from './live';
import { moderation } from './moderation';
import { notifications } from './notifications';
import { onboarding } from './onboarding';
import { orders } from './orders';
import { outbox } from './outbox';
import { landing, outreachAdmin, socialFeedback } from './outreach';
import { paymentSimulator } from './payment-simulator';
import { product } from './product';
import { productBulk } from './product-bulk';
import { returns } from './returns';
import { reviews } from './reviews';
import { search } from './search';
import { sellerAffiliate } from './seller-affiliate';
import { sellerAnalytics } from './seller-analytics';
import { sellerBanners } from './seller-banners';
import { sellerLive } from './seller-live';
import { sellerOrders } from './seller-orders';
import { sellerProducts } from './seller-products';
import { sellerPromotions } from './seller-promotions';
import { sellerRevenue } from './seller-revenue';
import { sellerVouchers } from './seller-vouchers';
import { shell } from './shell';
import { shipments } from './shipments';
import { shopCategories } from './shop-categories';
import { shopFeedback } from './shop-feedback';
import { shopSettings } from './shop-settings';
import { shoppable } from './shoppable';
import { sizeCharts } from './size-charts';
import { storefront } from './storefront';
import { trackingAdmin } from './tracking';
import { validation } from './validation';
import { verification } from './verification';
import { vouchers } from './vouchers';

/** Every namespace of this language. Add a namespace here and in the two other languages. */
export const catalog = {
  common,
  shell,
  account,
  admin,
  address,
  auth,
  cart,
  catalog: catalogNamespace,
  content,
  errors,
  validation,
  outbox,
  orders,
  notifications,
  onboarding,
  product,
  productBulk,
  verification,
  search,
  sellerOrders,
  sellerBanners,
  sellerAnalytics,
  shopCategories,
  shopSettings,
  sizeCharts,
  sellerProducts,
  sellerVouchers,
  sellerLive,
  sellerPromotions,
  campaigns,
  sellerRevenue,
  shipments,
  storefront,
  checkout,
  paymentSimulator,
  vouchers,
  reviews,
  returns,
  moderation,
  shopFeedback,
  blog,
  blook,
  shoppable,
  compose,
  community,
  chat,
  chatSuggestions,
  groupBuying,
  live,
  affiliate,
  affiliateApply,
  affiliateCampaigns,
  affiliateAdmin,
  awards,
  awardsAdmin,
  trackingAdmin,
  socialFeedback,
  landing,
  outreachAdmin,
  sellerAffiliate,
};
