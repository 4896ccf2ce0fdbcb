import { loadNewPost } from '../../features/community/compose/compose-data.server';
import { ComposeScreen } from '../../features/community/compose/compose-screen';
import type { PhoneChromeHandle } from '../../features/shell/phone-chrome';
import { privatePageMeta } from '../../lib/private-page-meta';
import { serverContext } from '../../server-context';
import type { Route } from './+types/compose-page';

/** The composer has its own bar with "Đăng" at the bottom; the bottom navigation steps aside. */
export const handle: PhoneChromeHandle = { phoneChrome: { kind: 'buy-bar' } };

/** /cong-dong/tao-bai: a new post (signed in; a draft kept in this browser comes back). */
export async function loader({ context }: Route.LoaderArgs) {
  return loadNewPost(context.get(serverContext));
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function ComposePage({ loaderData }: Route.ComponentProps) {
  return (
    <ComposeScreen
      mode={{ kind: 'create' }}
      initial={loaderData.initial}
      author={loaderData.author}
      measurements={loaderData.measurements}
      shop={loaderData.shop}
    />
  );
}
