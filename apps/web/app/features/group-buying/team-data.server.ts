import { myTeams, productGroupBuy, teamDetail } from '@cho-dep/api/group-buying/group-buy-views';
import { loadProductDetail } from '@cho-dep/api/products/product-detail-query';
import { isAppError } from '@cho-dep/core/errors/app-error';
import { formatVnd } from '@cho-dep/core/format/money';
import { translate } from '@cho-dep/i18n/translate';
import { data } from 'react-router';
import { absoluteUrl } from '../../lib/absolute-url.server';
import type { ServerContext } from '../../server-context';
import { seatOptions } from './group-buy-choice';

/**
 * /mua-chung/{teamId}: the team anyone with its link sees (members, seats, end, status), the
 * variants a new member can buy, whether the viewer is in it, and the words of its link preview.
 */
export async function loadTeamPage(server: ServerContext, teamId: string, requestUrl: string) {
  const { app, user, info } = server;
  const urlOf = (key: string) => app.storage.urlOf(key);
  const team = await teamDetail(app.database.db, teamId, urlOf).catch((error: unknown) => {
    if (isAppError(error) && error.code === 'NOT_FOUND') throw data(null, { status: 404 });
    throw error;
  });
  const now = app.now();
  const [groupBuy, product, mine] = await Promise.all([
    productGroupBuy(app.database.db, team.product.productId, now),
    loadProductDetail(app.database.db, team.product.productId, {
      viewer: null,
      language: info.language,
      urlOf,
      cache: app.store,
    }).catch(() => null),
    user ? myTeams(app.database.db, user.userId, urlOf) : Promise.resolve([]),
  ]);
  const options = product
    ? seatOptions(
        groupBuy.items.filter((i) => i.itemId === team.itemId),
        product.variants,
      ).map((o) => ({ variantId: o.variant.id, label: o.label, itemId: o.item.itemId }))
    : [];
  const price = formatVnd(team.product.teamPrice);
  const original = formatVnd(team.product.originalPrice);
  const joinable = team.status === 'open' && team.seatsLeft > 0;
  const lang = info.language;
  return {
    team,
    options,
    now: now.toISOString(),
    signedIn: Boolean(user),
    member: mine.some((m) => m.id === team.id && m.seat.status !== 'released'),
    url: absoluteUrl(server, requestUrl, `/mua-chung/${team.id}`),
    meta: {
      title: translate(lang, 'groupBuying.team.metaTitle', { product: team.product.name, price }),
      description: joinable
        ? translate(lang, 'groupBuying.team.metaDescription', { price, original, count: team.seatsLeft })
        : translate(lang, 'groupBuying.team.metaDescriptionClosed', { price, original }),
      imageUrl: team.product.imageUrl ? absoluteUrl(server, requestUrl, team.product.imageUrl) : null,
      shareText: translate(lang, 'groupBuying.team.shareText', { product: team.product.name, price }),
    },
  };
}
