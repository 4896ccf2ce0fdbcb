import { loadLinks } from '../../features/affiliate/affiliate-data.server';
import { LinksScreen } from '../../features/affiliate/links-screen';
import { privatePageMeta } from '../../lib/private-page-meta';
import { serverContext } from '../../server-context';
import type { Route } from './+types/links-page';

/** /tiep-thi-lien-ket/ca-nhan/lien-ket?page= — the KOL's links and the link maker. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return loadLinks(context.get(serverContext), request);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function LinksPage({ loaderData }: Route.ComponentProps) {
  return <LinksScreen links={loaderData.links} />;
}
