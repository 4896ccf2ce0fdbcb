import { translate } from '@cho-dep/i18n/translate';
import { SocialLinkScreen } from '../../features/auth/social-link-screen';
import { serverContext } from '../../server-context';
import type { Route } from './+types/social-link-page';

/** /lien-ket-tai-khoan?token=: confirm a social sign-in's link to an existing account. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { info } = context.get(serverContext);
  const token = (new URL(request.url).searchParams.get('token') ?? '').slice(0, 200);
  return { title: translate(info.language, 'auth.social.link.title'), token };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${loaderData?.title ?? ''} | Chợ Đẹp` },
    { name: 'robots', content: 'noindex' },
    { name: 'referrer', content: 'no-referrer' },
  ];
}

export default function SocialLinkPage({ loaderData }: Route.ComponentProps) {
  return <SocialLinkScreen token={loaderData.token} />;
}
