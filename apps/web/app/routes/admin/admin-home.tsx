import { adminCounts } from '@cho-dep/api/admin/admin-counts';
import {
  conversionsUnderReview,
  listKolApplications,
  pendingCampaigns,
} from '@cho-dep/api/affiliate/kols/admin-affiliate-queries';
import { contactMessageCounts } from '@cho-dep/api/landing/contact-messages';
import { listOutbox } from '@cho-dep/api/outbox/outbox-service';
import { socialFeedbackCounts } from '@cho-dep/api/social-feedback/social-feedback-queries';
import { countRunningVouchers } from '@cho-dep/api/vouchers/managed-voucher-queries';
import { translate } from '@cho-dep/i18n/translate';
import { AdminHome } from '../../features/admin/admin-home';
import { requireAdmin } from '../../features/admin/require-admin.server';
import { privatePageMeta } from '../../lib/private-page-meta';
import type { Route } from './+types/admin-home';

/** /quan-tri: the admin home, for admins only (everyone else is sent home). */
export async function loader({ context }: Route.LoaderArgs) {
  const { app, info } = requireAdmin(context);
  // Only the total is wanted: one row is the smallest page the outbox service answers.
  const [outbox, counts, runningVouchers, kols, campaigns, conversions, feedback, contact] =
    await Promise.all([
      listOutbox(app.database.db, { page: 1, limit: 1 }),
      adminCounts(app.database.db),
      countRunningVouchers(app.database.db, { type: 'platform' }, app.now()),
      listKolApplications(app.database.db, 'pending', 1),
      pendingCampaigns(app.database.db),
      conversionsUnderReview(app.database.db),
      socialFeedbackCounts(app.database.db),
      contactMessageCounts(app.database.db),
    ]);
  return {
    title: translate(info.language, 'outbox.admin.home.title'),
    outboxTotal: outbox.total,
    counts,
    runningVouchers,
    affiliateWaiting: kols.total + campaigns.length + conversions.length,
    feedbackWaiting: feedback.received + feedback.reviewing,
    contactNew: contact.new,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function AdminHomePage({ loaderData }: Route.ComponentProps) {
  return (
    <AdminHome
      outboxTotal={loaderData.outboxTotal}
      counts={loaderData.counts}
      runningVouchers={loaderData.runningVouchers}
      affiliateWaiting={loaderData.affiliateWaiting}
      feedbackWaiting={loaderData.feedbackWaiting}
      contactNew={loaderData.contactNew}
    />
  );
}
