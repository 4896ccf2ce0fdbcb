import { productGroupBuy } from '@cho-dep/api/group-buying/group-buy-views';
import { lazy, Suspense } from 'react';
import { loadProductPage } from '../../features/products/product-data.server';
import { ProductPage } from '../../features/products/product-page';
import type { PhoneChromeHandle } from '../../features/shell/phone-chrome';
import type { RootData } from '../../features/shell/root-data';
import { serverContext } from '../../server-context';
import { WhenNear } from '../../ui/when-near';
import type { Route } from './+types/product-page';

// The community's posts about the product sit below the reviews and are read in the browser:
// their code (post cards, the shop-the-look sheet, the API answers' cache) loads when a shopper
// scrolls towards them, not with the page.
const ProductPostsSection = lazy(() =>
  import('../../features/community/shoppable/product-posts-section').then((m) => ({
    default: m.ProductPostsSection,
  })),
);

// The group-buy block shows on products in a running program only: its code is not part of
// every product's first visit.
const GroupBuyBlock = lazy(() =>
  import('../../features/group-buying/group-buy-block').then((m) => ({ default: m.GroupBuyBlock })),
);

/** Phones: the buy bar takes the bottom navigation's place, never stacked on top of it. */
export const handle: PhoneChromeHandle = { phoneChrome: { kind: 'buy-bar' } };

/** /san-pham/{id}?position= — the product page, server-rendered; unknown or unlisted ids are a 404. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const server = context.get(serverContext);
  const [page, groupBuy] = await Promise.all([
    loadProductPage(server, {
      productId: params.id,
      position: new URL(request.url).searchParams.get('position'),
      cookie: request.headers.get('cookie'),
    }),
    productGroupBuy(server.app.database.db, params.id, server.app.now()),
  ]);
  return { ...page, groupBuy };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) {
    const root = matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
    const title = root?.notFoundTitle ?? 'This page could not be found.';
    return [{ title: `${title} – Chợ Đẹp` }, { name: 'robots', content: 'noindex' }];
  }
  const { meta, product } = loaderData;
  const image = product.images[0]?.url;
  return [
    { title: meta.title },
    { name: 'description', content: meta.description },
    { property: 'og:title', content: product.name },
    { property: 'og:description', content: meta.description },
    { property: 'og:type', content: 'product' },
    ...(image ? [{ property: 'og:image', content: image }] : []),
    // A page buyers cannot see (the owner's preview) stays out of search engines.
    ...(product.listed ? [] : [{ name: 'robots', content: 'noindex' }]),
  ];
}

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  // Keyed by product: moving to a related product starts with a fresh choice and gallery.
  return (
    <ProductPage
      key={loaderData.product.id}
      {...loaderData}
      groupBuySlot={
        loaderData.groupBuy.items.length > 0 && (
          <Suspense fallback={null}>
            <GroupBuyBlock
              groupBuy={loaderData.groupBuy}
              variants={loaderData.product.variants}
              now={loaderData.now}
            />
          </Suspense>
        )
      }
      extraSections={
        <WhenNear>
          <Suspense fallback={null}>
            <ProductPostsSection productId={loaderData.product.id} />
          </Suspense>
        </WhenNear>
      }
    />
  );
}
