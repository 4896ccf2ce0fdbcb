import { accountsRoutes } from '../accounts/accounts-routes';
import { sessionMiddleware } from '../accounts/session-middleware';
import { addressRoutes } from '../addresses/address-routes';
import { adminUnitRoutes } from '../addresses/admin-unit-routes';
import { adminRoutes } from '../admin/admin-routes';
import { platformVoucherRoutes } from '../admin-vouchers/platform-voucher-routes';
import { adminCampaignRoutes } from '../campaigns/admin-campaign-routes';
import { campaignRoutes } from '../campaigns/campaign-routes';
import {
  createCarrierSimulatorRoutes,
  isCarrierSimulatorOn,
} from '../carrier-simulator/carrier-simulator-routes';
import { cartRoutes } from '../cart/cart-routes';
import { checkoutRoutes } from '../checkout/checkout-routes';
import { followRoutes } from '../follows/follow-routes';
import { geoRoutes } from '../geo/geo-routes';
import type { Router } from '../http/router';
import { promotionRoutes } from '../marketing/promotion-routes';
import { mediaRoutes } from '../media/media-routes';
import { notificationRoutes } from '../notifications/notification-routes';
import { buyerOrderRoutes } from '../orders/buyer-order-routes';
import { guestOrderRoutes } from '../orders/guest-order-routes';
import { outboxRoutes } from '../outbox/outbox-routes';
import {
  createPaymentSimulatorRoutes,
  isPaymentSimulatorOn,
} from '../payment-simulator/payment-simulator-routes';
import { paymentRoutes } from '../payments/payment-routes';
import { productBulkRoutes } from '../product-bulk/product-bulk-routes';
import { productRoutes } from '../products/product-routes';
import { profileRoutes } from '../profile/profile-routes';
import { returnRoutes } from '../returns/return-routes';
import { reviewRoutes } from '../reviews/review-routes';
import { searchRoutes } from '../search/search-routes';
import { sellerAnalyticsRoutes } from '../seller-analytics/analytics-routes';
import { sellerBannerRoutes } from '../seller-banners/seller-banner-routes';
import { sellerOrderRoutes } from '../seller-orders/seller-order-routes';
import { sellerProductRoutes } from '../seller-products/seller-product-routes';
import { sellerPromotionRoutes } from '../seller-promotions/seller-promotion-routes';
import { sellerRevenueRoutes } from '../seller-revenue/seller-revenue-routes';
import { sellerVoucherRoutes } from '../seller-vouchers/seller-voucher-routes';
import { shipmentRoutes } from '../shipments/shipment-routes';
import { shopCategoryRoutes } from '../shop-categories/shop-category-routes';
import { shopRegistrationRoutes } from '../shop-registration/shop-registration-routes';
import { sellerActivityMiddleware } from '../shop-settings/seller-activity';
import { shopSettingsRoutes } from '../shop-settings/shop-settings-routes';
import { sizeChartRoutes } from '../size-charts/size-chart-routes';
import { storefrontRoutes } from '../storefront/storefront-routes';
import { verificationRoutes } from '../verification/verification-routes';
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
  app.route('/', platformVoucherRoutes());
  app.route('/', adminUnitRoutes());
  app.route('/', adminCampaignRoutes());
  app.route('/', campaignRoutes());
  // The local carriers (/dev/carrier): development and tests only, see CARRIER_SIMULATOR.
  if (isCarrierSimulatorOn(ctx.config)) {
    app.route('/', createCarrierSimulatorRoutes(ctx, { fetch: globalThis.fetch }));
  }
  app.route('/', cartRoutes());
  app.route('/', checkoutRoutes());
  app.route('/', followRoutes());
  app.route('/', geoRoutes());
  app.route('/', mediaRoutes());
  app.route('/', notificationRoutes());
  app.route('/', buyerOrderRoutes());
  app.route('/', guestOrderRoutes());
  app.route('/', outboxRoutes());
  app.route('/', paymentRoutes());
  // The local payment gateways (/dev/pay): development and tests only, see PAYMENT_SIMULATOR.
  if (isPaymentSimulatorOn(ctx.config)) {
    app.route('/', createPaymentSimulatorRoutes(ctx, { fetch: globalThis.fetch }));
  }
  app.route('/', productBulkRoutes());
  app.route('/', productRoutes());
  app.route('/', profileRoutes());
  app.route('/', promotionRoutes());
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
  app.route('/', storefrontRoutes());
  app.route('/', verificationRoutes());
  app.route('/', voucherRoutes());
}
