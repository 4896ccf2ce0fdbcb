import { translate } from '@cho-dep/i18n/translate';
import { redirect } from 'react-router';
import { ChatScreen } from '../../features/chat/chat-screen';
import { serverContext } from '../../server-context';
import type { Route } from './+types/chat-page';

/** /tro-chuyen: the buyer's chat. Signed-in members only (product.md §2: others go home). */
export async function loader({ context }: Route.LoaderArgs) {
  const { info, user } = context.get(serverContext);
  if (!user) throw redirect('/');
  return { title: translate(info.language, 'chat.meta.title') };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? 'Chợ Đẹp' }, { name: 'robots', content: 'noindex' }];
}

export default function ChatPage() {
  return <ChatScreen />;
}
