import { loadPostForEdit } from '../../features/community/compose/compose-data.server';
import { ComposeScreen } from '../../features/community/compose/compose-screen';
import type { PhoneChromeHandle } from '../../features/shell/phone-chrome';
import { privatePageMeta } from '../../lib/private-page-meta';
import { serverContext } from '../../server-context';
import type { Route } from './+types/compose-edit-page';

export const handle: PhoneChromeHandle = { phoneChrome: { kind: 'buy-bar' } };

/** /post/{id}/sua: the author edits their post; anyone else gets "not found" (never a hint it exists). */
export async function loader({ context, params }: Route.LoaderArgs) {
  return loadPostForEdit(context.get(serverContext), params.id);
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.title);
}

export default function ComposeEditPage({ loaderData }: Route.ComponentProps) {
  return (
    <ComposeScreen
      key={loaderData.postId}
      mode={{
        kind: 'edit',
        postId: loaderData.postId,
        published: {
          imageKeys: loaderData.initial.values.imageKeys,
          videoKey: loaderData.initial.values.videoKey,
        },
      }}
      initial={loaderData.initial}
      author={loaderData.author}
      measurements={loaderData.measurements}
      shop={loaderData.shop}
    />
  );
}
