import { loadConversion } from '../../features/affiliate/affiliate-data.server';
import { ConversionDetailScreen } from '../../features/affiliate/conversion-detail-screen';
import { privatePageMeta } from '../../lib/private-page-meta';
import { serverContext } from '../../server-context';
import type { Route } from './+types/conversion-page';

/** /tiep-thi-lien-ket/ca-nhan/don-hang-chuyen-doi/{orderId} — one conversion order. */
export async function loader({ context, params }: Route.LoaderArgs) {
  return loadConversion(context.get(serverContext), params.orderId);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function ConversionPage({ loaderData }: Route.ComponentProps) {
  return <ConversionDetailScreen conversion={loaderData.conversion} />;
}
