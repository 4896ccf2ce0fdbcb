import { loadAffiliateHome } from '../../features/affiliate/affiliate-data.server';
import { KolDashboardScreen } from '../../features/affiliate/kol-dashboard-screen';
import { KolApplicationScreen } from '../../features/kol-application/kol-application-screen';
import { serverContext } from '../../server-context';
import type { Route } from './+types/affiliate-home';

/** /tiep-thi-lien-ket — the KOL's dashboard, or the programme and its application for everyone else. */
export async function loader({ context }: Route.LoaderArgs) {
  return loadAffiliateHome(context.get(serverContext));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title }];
}

export default function AffiliateHome({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'kol') {
    return (
      <KolDashboardScreen
        dashboard={loaderData.dashboard}
        recent={loaderData.recent}
        windowDays={loaderData.windowDays}
      />
    );
  }
  return <KolApplicationScreen application={loaderData.application} windowDays={loaderData.windowDays} />;
}
