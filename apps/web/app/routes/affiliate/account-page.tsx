import { AccountScreen } from '../../features/affiliate/account-screen';
import { loadAccount } from '../../features/affiliate/affiliate-data.server';
import { KolProfileCard } from '../../features/kol-application/kol-profile-card';
import { privatePageMeta } from '../../lib/private-page-meta';
import { serverContext } from '../../server-context';
import type { Route } from './+types/account-page';

/** /tiep-thi-lien-ket/ca-nhan/thong-tin-tai-khoan — the KOL's profile, statements and API keys. */
export async function loader({ context }: Route.LoaderArgs) {
  return loadAccount(context.get(serverContext));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function AccountPage({ loaderData }: Route.ComponentProps) {
  return (
    <AccountScreen
      profile={loaderData.application ? <KolProfileCard application={loaderData.application} /> : null}
      statements={loaderData.statements}
      tokens={loaderData.tokens}
    />
  );
}
