import { accountsRoutes } from '../accounts/accounts-routes';
import { sessionMiddleware } from '../accounts/session-middleware';
import { isOAuthSimulatorOn } from '../accounts/social/social-settings';
import { addressRoutes } from '../addresses/address-routes';
import { adminUnitRoutes } from '../addresses/admin-unit-routes';
import { adminRoutes } from '../admin/admin-routes';
import { affiliateApiRoutes } from '../affiliate/api-host/affiliate-api-routes';
import { kolCampaignRoutes } from '../affiliate/campaigns/kol-campaign-routes';
import { sellerAffiliateRoutes } from '../affiliate/campaigns/seller-affiliate-routes';
import { conversionRoutes } from '../affiliate/conversions/conversion-routes';
import { adminAffiliateRoutes } from '../affiliate/kols/admin-affiliate-routes';
import { kolRoutes } from '../affiliate/kols/kol-routes';
import { linkRoutes } from '../affiliate/links/link-routes';
import { sellerAnalyticsRoutes } from '../analytics/analytics-routes';
import { adminAwardRoutes } from '../awards/admin-award-routes';
import { awardRoutes } from '../awards/award-routes';
import { sellerBannerRoutes } from '../banners/seller-banner-routes';
import { adminCampaignRoutes } from '../campaigns/admin-campaign-routes';
import { campaignRoutes } from '../campaigns/campaign-routes';
import {
  createCarrierSimulatorRoutes,
  isCarrierSimulatorOn,
} from '../carrier-simulator/carrier-simulator-routes';
import { cartRoutes } from '../cart/cart-routes';
import { chatRoutes } from '../chat/chat-routes';
import { checkoutRoutes } from '../checkout/checkout-routes';
import { adminBlogRoutes } from '../community/blog/blog-admin-routes';
import { blogRoutes } from '../community/blog/blog-routes';
import { blookReactionRoutes } from '../community/blooks/blook-reaction-routes';
import { blookRoutes } from '../community/blooks/blook-routes';
import { hashtagSuggestRoutes } from '../community/compose/hashtag-suggest-routes';
import { feedRoutes } from '../community/feeds/feed-routes';
import { adminModerationRoutes } from '../community/moderation/admin-moderation-routes';
import { reportRoutes } from '../community/moderation/report-routes';
import { postReactionRoutes } from '../community/posts/post-reaction-routes';
import { postRoutes } from '../community/posts/post-routes';
import { replyRoutes } from '../community/posts/reply-routes';
import { shopFeedbackRoutes } from '../community/shop-feedback/shop-feedback-routes';
import { shoppableRoutes } from '../community/shoppable/shoppable-routes';
import { wallRoutes } from '../community/walls/wall-routes';
import { followRoutes } from '../follows/follow-routes';
import { geoRoutes } from '../geo/geo-routes';
import { groupBuyRoutes } from '../group-buying/group-buy-routes';
import { sellerGroupBuyRoutes } from '../group-buying/seller-group-buy-routes';
import type { Router } from '../http/router';
import { adminContactRoutes } from '../landing/admin-contact-routes';
import { landingRoutes } from '../landing/landing-routes';
import { liveReportRoutes } from '../live/live-report-routes';
import { liveRoutes } from '../live/live-routes';
import { sellerLiveRoutes } from '../live/live-seller-routes';
import { liveMediaRoutes } from '../live-media/live-media-routes';
import { mediaRoutes } from '../media/media-routes';
import { notificationRoutes } from '../notifications/notification-routes';
import { notificationSettingsRoutes } from '../notifications/notification-settings-routes';
import { createOAuthSimulatorRoutes } from '../oauth-simulator/oauth-simulator-routes';
import { buyerOrderRoutes } from '../orders/buyer-order-routes';
import { guestOrderRoutes } from '../orders/guest-order-routes';
import { sellerOrderRoutes } from '../orders/seller-order-routes';
import { outboxRoutes } from '../outbox/outbox-routes';
import {
  createPaymentSimulatorRoutes,
  isPaymentSimulatorOn,
} from '../payment-simulator/payment-simulator-routes';
import { paymentRoutes } from '../payments/payment-routes';
import { productBulkRoutes } from '../products/bulk/product-bulk-routes';
import { productRoutes } from '../products/product-routes';
import { sellerProductRoutes } from '../products/seller/seller-product-routes';
import { sizeChartRoutes } from '../products/size-charts/size-chart-routes';
import { profileRoutes } from '../profile/profile-routes';
import { promotionRoutes } from '../promotions/promotion-routes';
import { sellerPromotionRoutes } from '../promotions/seller-promotion-routes';
import { pushRoutes } from '../push/push-routes';
import { presenceRoutes } from '../realtime/presence-routes';
import { returnRoutes } from '../returns/return-routes';
import { sellerRevenueRoutes } from '../revenue/seller-revenue-routes';
import { reviewRoutes } from '../reviews/review-routes';
import { searchRoutes } from '../search/search-routes';
import { shipmentRoutes } from '../shipments/shipment-routes';
import { shopCategoryRoutes } from '../shops/categories/shop-category-routes';
import { shopRegistrationRoutes } from '../shops/registration/shop-registration-routes';
import { sellerActivityMiddleware } from '../shops/settings/seller-activity';
import { shopSettingsRoutes } from '../shops/settings/shop-settings-routes';
import { adminSocialFeedbackRoutes } from '../social-feedback/admin-social-feedback-routes';
import { socialFeedbackRoutes } from '../social-feedback/social-feedback-routes';
import { storefrontRoutes } from '../storefront/storefront-routes';
import { isTestClockOn } from '../test-clock/test-clock';
import { testClockRoutes } from '../test-clock/test-clock-routes';
import { trackingRoutes } from '../tracking/tracking-routes';
import { verificationRoutes } from '../verification/verification-routes';
import { platformVoucherRoutes } from '../vouchers/platform-voucher-routes';
import { sellerVoucherRoutes } from '../vouchers/seller-voucher-routes';
import { voucherRoutes } from '../vouchers/voucher-routes';
import type { AppContext } from './app-context';

/**
 * One line per domain module. Each module exports a function that returns its router (and
 * the middleware it needs); keep the list sorted by domain name.
 */
export function registerModules(app: Router, ctx: AppContext): void {
  // Resolves the user, the guest and CSRF for every request (API and pages): keep it first.
  app.use('*', sessionMiddleware());
  // Successful seller-centre writes count as activity (the inactive-seller warning).
  app.use('/api/v1/seller/*', sellerActivityMiddleware());
  app.route('/', accountsRoutes());
  app.route('/', addressRoutes());
  app.route('/', adminRoutes());
  // Affiliate (decision 072): KOLs, links, conversions, open campaigns, the Bearer API.
  app.route('/', kolRoutes());
  app.route('/', adminAffiliateRoutes());
  app.route('/', sellerAffiliateRoutes());
  app.route('/', kolCampaignRoutes());
  app.route('/', linkRoutes());
  app.route('/', conversionRoutes());
  app.route('/', affiliateApiRoutes());
  // Awards voting: editions, daily check-in, votes; the admin's desk.
  app.route('/', awardRoutes());
  app.route('/', adminAwardRoutes());
  app.route('/', trackingRoutes());
  app.route('/', platformVoucherRoutes());
  app.route('/', adminUnitRoutes());
  app.route('/', adminCampaignRoutes());
  app.route('/', campaignRoutes());
  // The local carriers (/dev/carrier): development and tests only, see CARRIER_SIMULATOR.
  if (isCarrierSimulatorOn(ctx.config)) {
    app.route('/', createCarrierSimulatorRoutes(ctx, { fetch: globalThis.fetch }));
  }
  app.route('/', cartRoutes());
  app.route('/', chatRoutes());
  app.route('/', checkoutRoutes());
  app.route('/', blookRoutes());
  app.route('/', blookReactionRoutes());
  app.route('/', blogRoutes());
  app.route('/', adminBlogRoutes());
  app.route('/', hashtagSuggestRoutes());
  app.route('/', feedRoutes());
  app.route('/', wallRoutes());
  app.route('/', reportRoutes());
  app.route('/', adminModerationRoutes());
  app.route('/', postRoutes());
  app.route('/', postReactionRoutes());
  app.route('/', replyRoutes());
  app.route('/', shopFeedbackRoutes());
  app.route('/', shoppableRoutes());
  app.route('/', followRoutes());
  app.route('/', geoRoutes());
  app.route('/', groupBuyRoutes());
  app.route('/', sellerGroupBuyRoutes());
  // The landing page's contact form and app links; the admin's inbox of contact messages.
  app.route('/', landingRoutes());
  app.route('/', adminContactRoutes());
  app.route('/', liveRoutes());
  app.route('/', sellerLiveRoutes());
  app.route('/', liveReportRoutes());
  app.route('/', liveMediaRoutes());
  app.route('/', mediaRoutes());
  app.route('/', notificationRoutes());
  app.route('/', notificationSettingsRoutes());
  // The local sign-in providers (/dev/oauth): development and tests only, see OAUTH_SIMULATOR.
  if (isOAuthSimulatorOn(ctx.config)) app.route('/', createOAuthSimulatorRoutes(ctx));
  app.route('/', buyerOrderRoutes());
  app.route('/', guestOrderRoutes());
  app.route('/', outboxRoutes());
  app.route('/', paymentRoutes());
  // The local payment gateways (/dev/pay): development and tests only, see PAYMENT_SIMULATOR.
  if (isPaymentSimulatorOn(ctx.config)) {
    app.route('/', createPaymentSimulatorRoutes(ctx, { fetch: globalThis.fetch }));
  }
  // The movable clock (/dev/clock): browser tests only, see TEST_CLOCK.
  if (isTestClockOn(ctx.config)) app.route('/', testClockRoutes(ctx));
  app.route('/', productBulkRoutes());
  app.route('/', productRoutes());
  app.route('/', presenceRoutes());
  app.route('/', profileRoutes());
  app.route('/', promotionRoutes());
  app.route('/', pushRoutes());
  app.route('/', returnRoutes());
  app.route('/', reviewRoutes());
  app.route('/', searchRoutes());
  app.route('/', sellerAnalyticsRoutes());
  app.route('/', sellerOrderRoutes());
  app.route('/', sellerProductRoutes());
  app.route('/', sellerRevenueRoutes());
  app.route('/', sellerVoucherRoutes());
  app.route('/', shipmentRoutes());
  app.route('/', shopCategoryRoutes());
  app.route('/', sellerBannerRoutes());
  app.route('/', sellerPromotionRoutes());
  app.route('/', shopSettingsRoutes());
  app.route('/', sizeChartRoutes());
  app.route('/', shopRegistrationRoutes());
  // Social organisations' feedback (/phan-anh-to-chuc-xa-hoi, /danh-sach) and the admin's desk.
  app.route('/', socialFeedbackRoutes());
  app.route('/', adminSocialFeedbackRoutes());
  app.route('/', storefrontRoutes());
  app.route('/', verificationRoutes());
  app.route('/', voucherRoutes());
}
