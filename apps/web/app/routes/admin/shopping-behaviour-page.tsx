import { funnelRange, funnelRows } from '@cho-dep/api/tracking/tracking-funnel-query';

import { type FunnelDimension, funnelBy, funnelTotal } from '@cho-dep/core/tracking/tracking-funnel';
import { isCalendarDay } from '@cho-dep/core/validation/date-fields';
import { translate } from '@cho-dep/i18n/translate';
import { requireAdmin } from '../../features/admin/require-admin.server';
import { FunnelScreen } from '../../features/shopping-behaviour/funnel-screen';
import { privatePageMeta } from '../../lib/private-page-meta';
import type { Route } from './+types/shopping-behaviour-page';

const DIMENSIONS: readonly FunnelDimension[] = ['day', 'language', 'area', 'device'];

/**
 * /quan-tri/hanh-vi-mua-sam?from=&to=&by= (admins only): the stored tracking sessions' funnel,
 * as GET /api/v1/admin/tracking/funnel, read in-process. A bad range falls back to the last 14 days.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { app, info } = requireAdmin(context);
  const params = new URL(request.url).searchParams;
  const day = (name: string) => {
    const value = params.get(name);
    return value && isCalendarDay(value) ? value : undefined;
  };
  const asked = params.get('by');
  const by = DIMENSIONS.find((d) => d === asked) ?? 'day';
  let range: { from: string; to: string };
  let rangeInvalid = false;
  try {
    range = funnelRange(app.now(), day('from'), day('to'));
  } catch {
    range = funnelRange(app.now());
    rangeInvalid = true;
  }
  const rows = await funnelRows(app.database.db, range.from, range.to);
  return {
    title: translate(info.language, 'trackingAdmin.title'),
    ...range,
    by,
    rangeInvalid,
    total: funnelTotal(rows),
    groups: funnelBy(rows, by),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function ShoppingBehaviourPage({ loaderData }: Route.ComponentProps) {
  return <FunnelScreen data={loaderData} />;
}
