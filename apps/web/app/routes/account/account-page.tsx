import { findUserById } from '@cho-dep/api/accounts/user-records';
import { translate } from '@cho-dep/i18n/translate';
import { redirect } from 'react-router';
import { AccountLayout } from '../../features/account/account-layout';
import { parseSection } from '../../features/account/account-sections';
import { SectionContent } from '../../features/account/section-content';
import { logout } from '../../features/auth/session-redirects';
import { MyTeamsSection } from '../../features/group-buying/my-teams-section';
import { privatePageMeta } from '../../lib/private-page-meta';
import { serverContext } from '../../server-context';
import type { Route } from './+types/account-page';

/**
 * /trang-ca-nhan?tab=<section>: the buyer's own account. Server-rendered pages need a login:
 * without one the visitor goes home (product.md §2, Redirect rules). The loader only
 * guards and names the section; each section reads its data from the same API the mobile
 * clients use, so writes and reads go through one set of rules.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { app, info, user } = context.get(serverContext);
  if (!user) throw redirect('/');
  const row = await findUserById(app.database.db, user.userId);
  if (!row) throw redirect('/');
  const section = parseSection(new URL(request.url).searchParams.get('tab'));
  return {
    section,
    title: translate(info.language, 'account.meta.title'),
    person: { name: row.fullName, avatar: row.avatarUrl },
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function AccountPage({ loaderData }: Route.ComponentProps) {
  const { section, person } = loaderData;
  return (
    <AccountLayout section={section} person={person} onLogout={() => void logout()}>
      <SectionContent section={section} myTeams={<MyTeamsSection />} />
    </AccountLayout>
  );
}
