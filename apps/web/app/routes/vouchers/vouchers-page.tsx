import { translate } from '@cho-dep/i18n/translate';
import { data } from 'react-router';
import { headersFromLoader, storefrontCacheHeaders } from '../../features/storefront/cache-headers';
import { parseVoucherTab } from '../../features/vouchers/voucher-tabs';
import { loadVouchersPage } from '../../features/vouchers/vouchers-data.server';
import { VouchersScreen } from '../../features/vouchers/vouchers-screen';
import { serverContext } from '../../server-context';
import type { Route } from './+types/vouchers-page';

/** /khuyen-mai: vouchers to save (product.md §2); ?loai= picks the tab. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  const tab = parseVoucherTab(new URL(request.url).searchParams.get('loai'));
  const { list, now } = await loadVouchersPage(server, tab);
  return data(
    {
      tab,
      list,
      now,
      loggedIn: Boolean(server.user),
      meta: {
        title: translate(server.info.language, 'vouchers.meta.title'),
        description: translate(server.info.language, 'vouchers.meta.description'),
      },
    },
    { headers: storefrontCacheHeaders(Boolean(server.user)) },
  );
}

export const headers = headersFromLoader;

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [{ title: loaderData.meta.title }, { name: 'description', content: loaderData.meta.description }];
}

export default function VouchersPage({ loaderData }: Route.ComponentProps) {
  const { tab, list, now, loggedIn } = loaderData;
  // A new tab (or a login) brings a new first page: start its paging afresh.
  return <VouchersScreen key={`${tab}:${loggedIn}`} tab={tab} initial={list} now={now} loggedIn={loggedIn} />;
}
