import { loadAwardsPage } from '../../features/awards/awards-data.server';
import { AwardsScreen } from '../../features/awards/awards-screen';
import { headersFromLoader } from '../../features/storefront/cache-headers';
import { serverContext } from '../../server-context';
import type { Route } from './+types/awards-page';

/** /binh-chon/{slug}: one edition, open or closed (its results). */
export async function loader({ context, params }: Route.LoaderArgs) {
  return loadAwardsPage(context.get(serverContext), params.slug);
}

export const headers = headersFromLoader;

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.edition?.title ?? 'Bình chọn';
  return [{ title: `${title} | Chợ Đẹp` }];
}

export default function AwardsPage({ loaderData }: Route.ComponentProps) {
  return <AwardsScreen edition={loaderData.edition} events={loaderData.events} />;
}
