import type { Db } from '@cho-dep/db/client';
import { count, eq, inArray } from 'drizzle-orm';
import { campaignNominations } from '../campaigns/campaigns.tables';
import { countOpenReportTargets } from '../community/moderation/report-queue';
import { countPendingProducts } from '../products/admin-product-reviews';
import { returnRequests } from '../returns/returns.tables';
import { countPendingShopApplications } from '../shops/registration/admin-shop-applications';
import { adminAuditLog } from './admin-audit.tables';

/** What waits for an admin, for the cards of the admin home (/quan-tri). */
export interface AdminCounts {
  pendingShops: number;
  pendingProducts: number;
  /** Requests only an admin can move: a seller's rejection to settle, goods back awaiting the refund. */
  refundsWaiting: number;
  auditEntries: number;
  /** Campaign nominations waiting for a decision (decision 027). */
  pendingNominations: number;
  /** Community posts, replies and blooks with open reports. */
  openReports: number;
}

export async function adminCounts(db: Db): Promise<AdminCounts> {
  const [pendingShops, pendingProducts, refunds, audit, nominations, openReports] = await Promise.all([
    countPendingShopApplications(db),
    countPendingProducts(db),
    db
      .select({ total: count() })
      .from(returnRequests)
      .where(inArray(returnRequests.status, ['seller_rejected', 'refund_in_transit'])),
    db.select({ total: count() }).from(adminAuditLog),
    db.select({ total: count() }).from(campaignNominations).where(eq(campaignNominations.status, 'pending')),
    countOpenReportTargets(db),
  ]);
  return {
    pendingShops,
    pendingProducts,
    refundsWaiting: refunds[0]?.total ?? 0,
    auditEntries: audit[0]?.total ?? 0,
    pendingNominations: nominations[0]?.total ?? 0,
    openReports,
  };
}
