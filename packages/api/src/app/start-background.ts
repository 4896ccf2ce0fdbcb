import { seedSocialDemo } from '../accounts/social/seed-social-demo';
import { syncAdministrativeUnits } from '../addresses/sync-administrative-units';
import { approveCommission } from '../affiliate/conversions/approve-commission';
import { AFFILIATE_APPROVAL_JOB } from '../affiliate/conversions/settle-order';
import { cancelUnpaidCheckout, PAYMENT_DEADLINE_JOB } from '../checkout/payment-deadline';
import { syncBlookCatalog } from '../community/blooks/blook-catalog';
import { expireTeam } from '../group-buying/expire-team';
import { TEAM_EXPIRY_JOB } from '../group-buying/hold-team-seat';
import { startJobRunner } from '../jobs/job-runner';
import { LIVE_LAPSE_JOB, lapseLive } from '../live/live-lapse';
import { applyVideoRetention, LIVE_VIDEO_RETENTION_JOB } from '../live/live-video-retention';
import { deliverNotification, NOTIFICATION_DELIVERY_JOB } from '../notifications/notification-delivery';
import { AUTO_COMPLETE_JOB } from '../orders/auto-complete-job';
import { autoCompleteOrder } from '../orders/auto-complete-order';
import { startOutboxDispatcher } from '../outbox/outbox-dispatcher';
import { expireProductExport, PRODUCT_EXPORT_EXPIRY_JOB } from '../products/bulk/product-exports';
import { PRODUCT_IMPORT_JOB, runProductImport } from '../products/bulk/product-imports';
import { syncCategories } from '../products/catalog/sync-categories';
import {
  CANCELLED_ORDER_REFUND_JOB,
  runCancelledOrderRefund,
  runStrayPaymentRefund,
  STRAY_PAYMENT_REFUND_JOB,
} from '../returns/refund-jobs';
import { startSearchMaintenance } from '../search/search-maintenance';
import { seedDemoDataOnce } from '../seed/seed-demo';
import { seedDemoAccounts } from '../seed/seed-demo-accounts';
import { seedDemoAffiliateCampaignsOnce } from '../seed/seed-demo-affiliate-campaigns';
import { seedDemoAffiliateLinksOnce } from '../seed/seed-demo-affiliate-links';
import { seedDemoAwardsOnce } from '../seed/seed-demo-awards';
import { seedDemoGroupBuyingOnce } from '../seed/seed-demo-group-buying';
import { seedDemoLiveOnce } from '../seed/seed-demo-live';
import { seedDemoShopApplications } from '../seed/seed-demo-shop-applications';
import { seedDemoSocialFeedbackOnce } from '../seed/seed-demo-social-feedback';
import { seedDemoTrackingOnce } from '../seed/seed-demo-tracking';
import { shouldSeedDemo } from '../seed/should-seed';
import {
  runTrackingPartitionsJob,
  scheduleTrackingPartitions,
  TRACKING_PARTITIONS_JOB,
} from '../tracking/tracking-partition-job';
import type { AppContext } from './app-context';

/**
 * Work the server process does besides answering requests: seeding demo data on the first
 * start, and the durable job runner. Each domain adds its part here. Each background loop
 * gives back a stop function; the returned function stops them all (waiting for work in
 * flight), for a clean shutdown.
 */
export async function startBackground(ctx: AppContext): Promise<() => Promise<void>> {
  const stops: Array<() => Promise<void>> = [];
  // Provinces and wards are versioned data: bring the tables to the shipped version first.
  await syncAdministrativeUnits(ctx);
  // The category tree is the marketplace's structure, not demo data: every database gets it.
  await syncCategories(ctx);
  // The blook occasions and layouts too: building a look needs them on every database.
  await syncBlookCatalog(ctx.database.db);
  if (shouldSeedDemo(ctx.config)) {
    await seedDemoAccounts(ctx);
    // Shops, products and their pictures, once per database (app_meta 'demo_seed').
    await seedDemoDataOnce(ctx);
    // Documents of the demo shops awaiting approval, for the admin queue (idempotent).
    await seedDemoShopApplications(ctx);
    // A group-buy program with an open and a filled team, once (decision 061).
    await seedDemoGroupBuyingOnce(ctx);
    // A live scheduled for later and a replay with chapters, once (decision 063).
    await seedDemoLiveOnce(ctx);
    // Affiliate rates and open campaigns of the demo seller's shop, with a demo KOL who joined one.
    await seedDemoAffiliateCampaignsOnce(ctx);
    // The demo KOL's links, clicks and counted orders, and KOL applications for the admin (decision 072).
    await seedDemoAffiliateLinksOnce(ctx);
    // About 400 browsing sessions of the last 14 days, for the admin's shopping-behaviour funnel.
    await seedDemoTrackingOnce(ctx);
    // This year's awards open for voting with votes cast, and last year's results, once.
    await seedDemoAwardsOnce(ctx);
    // Social organisations' feedback in every status and a few contact messages, once.
    await seedDemoSocialFeedbackOnce(ctx);
    // A Google-made account and the demo KOL linked to Zalo, for the social sign-in (idempotent).
    await seedSocialDemo(ctx);
  }
  // The tracking tables' day partitions: made ahead and dropped past retention, daily.
  await scheduleTrackingPartitions(ctx);
  // Mail and SMS written to the outbox table are delivered by this poller.
  stops.push(startOutboxDispatcher(ctx));
  // Durable jobs (jobHandlers below): payment deadlines, auto-completion, product exports and
  // imports, refunds of cancelled orders and of stray payments.
  stops.push(startJobRunner(ctx, jobHandlers));
  // Search vocabulary (typo correction) built now if empty, then refreshed with log pruning every 10 min.
  stops.push(startSearchMaintenance(ctx));
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}

/** What each durable job kind does; handlers are idempotent (a job may run twice after a crash). */
export const jobHandlers = {
  // A KOL's commission on a completed order, once its return period is over (decision 072).
  [AFFILIATE_APPROVAL_JOB]: async (ctx: AppContext, payload: Record<string, unknown>) => {
    await approveCommission(ctx, String(payload.commissionId));
  },
  [PAYMENT_DEADLINE_JOB]: async (ctx: AppContext, payload: Record<string, unknown>) => {
    await cancelUnpaidCheckout(ctx, String(payload.checkoutId));
  },
  [AUTO_COMPLETE_JOB]: async (ctx: AppContext, payload: Record<string, unknown>) => {
    await autoCompleteOrder(ctx, String(payload.orderId));
  },
  [PRODUCT_EXPORT_EXPIRY_JOB]: async (ctx: AppContext, payload: Record<string, unknown>) => {
    await expireProductExport(ctx, String(payload.exportId));
  },
  [PRODUCT_IMPORT_JOB]: async (ctx: AppContext, payload: Record<string, unknown>) => {
    await runProductImport(ctx, String(payload.importId));
  },
  [CANCELLED_ORDER_REFUND_JOB]: async (ctx: AppContext, payload: Record<string, unknown>) => {
    await runCancelledOrderRefund(ctx, String(payload.orderId));
  },
  [STRAY_PAYMENT_REFUND_JOB]: async (ctx: AppContext, payload: Record<string, unknown>) => {
    await runStrayPaymentRefund(ctx, String(payload.paymentId));
  },
  // A group-buy team's deadline: unfilled, it fails and its members are refunded (decision 061).
  [TEAM_EXPIRY_JOB]: async (ctx: AppContext, payload: Record<string, unknown>) => {
    await expireTeam(ctx, String(payload.teamId));
  },
  // An ended live's leftovers, then after 30 days its replay, leave the disk (decision 068).
  [LIVE_VIDEO_RETENTION_JOB]: async (ctx: AppContext, payload: Record<string, unknown>) => {
    await applyVideoRetention(ctx, String(payload.liveId));
  },
  // A live nobody started an hour after its time is called off (decision 063).
  [LIVE_LAPSE_JOB]: async (ctx: AppContext, payload: Record<string, unknown>) => {
    await lapseLive(ctx, String(payload.liveId));
  },
  // The tracking tables' partitions for the coming days, and old days dropped; then tomorrow's run.
  [TRACKING_PARTITIONS_JOB]: async (ctx: AppContext) => {
    await runTrackingPartitionsJob(ctx);
  },
  // A notification's order e-mail and Web Push, after the change that made it committed.
  [NOTIFICATION_DELIVERY_JOB]: async (ctx: AppContext, payload: Record<string, unknown>) => {
    await deliverNotification(ctx, String(payload.notificationId));
  },
};
