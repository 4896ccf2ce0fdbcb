import { loadConversions } from '../../features/affiliate/affiliate-data.server';
import { ConversionsScreen } from '../../features/affiliate/conversions-screen';
import { privatePageMeta } from '../../lib/private-page-meta';
import { serverContext } from '../../server-context';
import type { Route } from './+types/conversions-page';

/** /tiep-thi-lien-ket/ca-nhan/don-hang-chuyen-doi?status=&page= — the KOL's conversion orders. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return loadConversions(context.get(serverContext), request);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function ConversionsPage({ loaderData }: Route.ComponentProps) {
  return <ConversionsScreen status={loaderData.status} list={loaderData.list} />;
}
