import { loadAwardsPage } from '../../features/awards/awards-data.server';
import { AwardsScreen } from '../../features/awards/awards-screen';
import { headersFromLoader } from '../../features/storefront/cache-headers';
import { serverContext } from '../../server-context';
import type { Route } from './+types/awards-current-page';

/** /binh-chon: the edition open now (else the next, else the latest results). */
export async function loader({ context }: Route.LoaderArgs) {
  return loadAwardsPage(context.get(serverContext), null);
}

export const headers = headersFromLoader;

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.edition?.title ?? 'Bình chọn';
  return [{ title: `${title} | Chợ Đẹp` }];
}

export default function AwardsCurrentPage({ loaderData }: Route.ComponentProps) {
  return <AwardsScreen edition={loaderData.edition} events={loaderData.events} />;
}
