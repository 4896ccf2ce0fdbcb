import { shopRegistrationView } from '@cho-dep/api/shops/registration/shop-registration-view';
import { translate } from '@cho-dep/i18n/translate';
import { redirect } from 'react-router';
import { BecomeSellerScreen } from '../../features/shops/onboarding/become-seller-screen';
import { serverContext } from '../../server-context';
import type { Route } from './+types/become-seller-page';

/**
 * /become-seller: seller registration (product.md §2). A guest is asked to log in (the
 * login dialog); an approved seller goes to the seller centre.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { app, info, user } = context.get(serverContext);
  const title = translate(info.language, 'onboarding.meta.registerTitle');
  if (!user) return { title, view: null };
  const view = await shopRegistrationView(app.database.db, user.userId, info.language);
  if (view.screen === 'approved') throw redirect('/ban-hang');
  return { title, view };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.title ?? 'Chợ Đẹp' }, { name: 'robots', content: 'noindex' }];
}

export default function BecomeSellerPage({ loaderData }: Route.ComponentProps) {
  // Keyed by the user's state so a login (which reloads the data) starts the screen afresh.
  return <BecomeSellerScreen key={loaderData.view ? 'user' : 'guest'} initial={loaderData.view} />;
}
