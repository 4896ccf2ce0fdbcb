import { feeRulesOf } from '@cho-dep/api/revenue/revenue-facts';
import { translate } from '@cho-dep/i18n/translate';
import { FeeRulesScreen } from '../../features/admin/fee-rules-screen';
import { requireAdmin } from '../../features/admin/require-admin.server';
import { privatePageMeta } from '../../lib/private-page-meta';
import type { Route } from './+types/fee-rules-page';

/** /quan-tri/phi-nguoi-ban: the seller fee rules in force (admins only), as GET /api/v1/admin/fee-rules. */
export async function loader({ context }: Route.LoaderArgs) {
  const { app, info } = requireAdmin(context);
  return {
    title: translate(info.language, 'sellerRevenue.admin.title'),
    rules: { serviceFeeYearOne: app.config.SERVICE_FEE_YEAR_ONE, rules: feeRulesOf(app.config) },
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function FeeRulesPage({ loaderData }: Route.ComponentProps) {
  return <FeeRulesScreen rules={loaderData.rules} />;
}
