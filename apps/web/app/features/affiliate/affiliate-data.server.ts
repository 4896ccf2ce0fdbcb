import { listApiTokens } from '@cho-dep/api/affiliate/api-host/api-tokens';
import { conversionDetail, listConversions } from '@cho-dep/api/affiliate/conversions/conversion-queries';
import { kolDashboard } from '@cho-dep/api/affiliate/conversions/dashboard-query';
import { kolStatements } from '@cho-dep/api/affiliate/conversions/statement-query';
import { isApprovedKol } from '@cho-dep/api/affiliate/kol-access';
import { myKolApplication } from '@cho-dep/api/affiliate/kols/kol-application';
import { listLinks } from '@cho-dep/api/affiliate/links/link-queries';
import { publicOrigin } from '@cho-dep/api/app/public-origin';
import { isAppError } from '@cho-dep/core/errors/app-error';
import { translate } from '@cho-dep/i18n/translate';
import { data, redirect } from 'react-router';
import type { ServerContext } from '../../server-context';

/**
 * The KOL area's pages are server-rendered from the same queries the affiliate API answers with.
 * A visitor who is not an approved KOL is sent to /tiep-thi-lien-ket, where they can apply.
 */
async function requireKolPage(server: ServerContext): Promise<string> {
  const { app, user } = server;
  if (!user || !(await isApprovedKol(app.database.db, user.userId))) throw redirect('/tiep-thi-lien-ket');
  return user.userId;
}

const pageOf = (url: URL) =>
  Math.min(Math.max(Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1, 1), 1000);

/** The dashboard: the last 30 days' figures and the five latest conversion orders. */
export async function loadKolDashboard(server: ServerContext, kolUserId: string) {
  const [dashboard, recent] = await Promise.all([
    kolDashboard(server.app, kolUserId),
    listConversions(server.app, kolUserId, 'all', 1),
  ]);
  return {
    dashboard,
    recent: recent.items.slice(0, 5),
    windowDays: server.app.config.AFFILIATE_ATTRIBUTION_DAYS,
  };
}

export async function loadLinks(server: ServerContext, request: Request) {
  const kol = await requireKolPage(server);
  const url = new URL(request.url);
  const links = await listLinks(server.app, kol, pageOf(url), publicOrigin(server.app.config, request.url));
  return { links, title: translate(server.info.language, 'affiliate.meta.links') };
}

const FILTERS = ['all', 'pending', 'approved', 'cancelled'] as const;

export async function loadConversions(server: ServerContext, request: Request) {
  const kol = await requireKolPage(server);
  const url = new URL(request.url);
  const asked = url.searchParams.get('status');
  const status = FILTERS.find((f) => f === asked) ?? 'all';
  const list = await listConversions(server.app, kol, status, pageOf(url));
  return { status, list, title: translate(server.info.language, 'affiliate.meta.conversions') };
}

export async function loadConversion(server: ServerContext, orderId: string) {
  const kol = await requireKolPage(server);
  try {
    const conversion = await conversionDetail(server.app, kol, orderId);
    return { conversion, title: translate(server.info.language, 'affiliate.meta.conversion') };
  } catch (error) {
    // Another KOL's order is as unknown as a made-up id.
    if (isAppError(error) && error.code === 'NOT_FOUND') throw data(null, { status: 404 });
    throw error;
  }
}

export async function loadAccount(server: ServerContext) {
  const kol = await requireKolPage(server);
  const [application, statements, tokens] = await Promise.all([
    myKolApplication(server.app.database.db, kol),
    kolStatements(server.app, kol),
    listApiTokens(server.app, kol),
  ]);
  return {
    application,
    statements,
    tokens,
    title: translate(server.info.language, 'affiliate.meta.account'),
  };
}

/**
 * /tiep-thi-lien-ket: an approved KOL's dashboard, or for anyone else the programme and the
 * application (with its status when they applied).
 */
export async function loadAffiliateHome(server: ServerContext) {
  const { app, user, info } = server;
  const title = translate(info.language, 'affiliate.meta.home');
  const windowDays = app.config.AFFILIATE_ATTRIBUTION_DAYS;
  const application = user ? await myKolApplication(app.database.db, user.userId) : null;
  if (user && application?.status === 'approved') {
    return { kind: 'kol' as const, title, ...(await loadKolDashboard(server, user.userId)) };
  }
  return { kind: 'applicant' as const, title, application, windowDays };
}
