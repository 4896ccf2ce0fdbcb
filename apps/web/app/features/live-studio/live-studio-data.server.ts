import { liveFigures } from '@cho-dep/api/live/live-attribution';
import { recentLiveMessages } from '@cho-dep/api/live/live-chat';
import { liveCoverKey } from '@cho-dep/api/live/live-cover';
import { assertOwnLive, listSellerLives, liveDetail } from '@cho-dep/api/live/live-queries';
import type { LiveSummaryView } from '@cho-dep/api/live/live-view-schemas';
import { listManagedVouchers } from '@cho-dep/api/vouchers/managed-voucher-queries';
import { isAppError } from '@cho-dep/core/errors/app-error';
import { data } from 'react-router';
import type { SellerContext } from '../../lib/require-seller.server';
import { LIVE_TABS, type LiveTab } from './live-studio-api';

/** A shop's lives read for the tabs: enough pages of the API's list for years of weekly lives. */
const PAGES_READ = 10;

/** The tab in the address; anything else reads as the upcoming tab. */
export function liveTabOf(url: URL): LiveTab {
  const tab = url.searchParams.get('tab');
  return (LIVE_TABS as readonly string[]).includes(tab ?? '') ? (tab as LiveTab) : 'scheduled';
}

/**
 * The list page: the shop's lives (the API's list, newest start first) split by state, each
 * tab's count, and for the tab shown each live's product count and, once ended, its figures.
 * Upcoming lives are shown soonest first.
 */
export async function loadLiveList(seller: SellerContext, tab: LiveTab) {
  const all: LiveSummaryView[] = [];
  for (let page = 1; page <= PAGES_READ; page++) {
    const answer = await listSellerLives(seller.app, seller.shop.id, page);
    all.push(...answer.items);
    if (!answer.hasMore) break;
  }
  const counts = Object.fromEntries(
    LIVE_TABS.map((s) => [s, all.filter((l) => l.state === s).length]),
  ) as Record<LiveTab, number>;
  const shown = all.filter((l) => l.state === tab);
  if (tab === 'scheduled') shown.reverse();
  const items = await Promise.all(
    shown.map(async (live) => {
      const detail = await liveDetail(seller.app, live.id);
      const figures = live.state === 'ended' ? await liveFigures(seller.app, live.id) : null;
      return { ...live, productCount: detail.products.length, figures };
    }),
  );
  return { counts, items };
}

/**
 * One live of the seller's shop with its figures and latest chat messages (an ended live's room
 * is not joined, so its chat comes from here); another shop's (or none) is a 404 page.
 */
export async function loadSellerLive(seller: SellerContext, id: string) {
  try {
    await assertOwnLive(seller.app, seller.shop.id, id);
    const [live, figures, messages] = await Promise.all([
      liveDetail(seller.app, id),
      liveFigures(seller.app, id),
      recentLiveMessages(seller.app, id),
    ]);
    return { ...live, figures, messages };
  } catch (error) {
    if (isAppError(error) && (error.code === 'NOT_FOUND' || error.code === 'VALIDATION_FAILED'))
      throw data(null, { status: 404 });
    throw error;
  }
}

/**
 * A live for its edit form: the detail, plus the cover's storage key (the detail has only its
 * URL, and the form sends the key back so an edit keeps the cover).
 */
export async function loadLiveForEdit(seller: SellerContext, id: string) {
  const live = await loadSellerLive(seller, id);
  return { ...live, coverKey: await liveCoverKey(seller.app, id) };
}

/** The shop's vouchers a live may feature: running or upcoming (the API refuses ended ones). */
export async function loadFeaturableVouchers(seller: SellerContext) {
  const owner = { type: 'shop' as const, shopId: seller.shop.id };
  const { db } = seller.app.database;
  const now = seller.app.now();
  const [running, upcoming] = await Promise.all([
    listManagedVouchers(db, owner, { phase: 'running', page: 1 }, now),
    listManagedVouchers(db, owner, { phase: 'upcoming', page: 1 }, now),
  ]);
  return [...running.data, ...upcoming.data].map((v) => ({ id: v.id, code: v.code, name: v.name }));
}
