import { translate } from '@cho-dep/i18n/translate';
import { SellerChatScreen } from '../../features/chat/seller-chat-screen';
import { SellerCentreLayout } from '../../features/seller-centre/seller-centre-layout';
import { requireSeller } from '../../lib/require-seller.server';
import type { Route } from './+types/seller-chat-page';

/** /ban-hang/tro-chuyen?id=…: the shop's conversations with buyers, in the seller centre. */
export async function loader({ context }: Route.LoaderArgs) {
  const { info, shop } = await requireSeller(context);
  return { title: translate(info.language, 'chat.meta.sellerTitle'), shopName: shop.name };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? 'Chợ Đẹp' }, { name: 'robots', content: 'noindex' }];
}

export default function SellerChatPage({ loaderData }: Route.ComponentProps) {
  return (
    <SellerCentreLayout shopName={loaderData.shopName}>
      <SellerChatScreen />
    </SellerCentreLayout>
  );
}
