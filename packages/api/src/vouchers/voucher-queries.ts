import { LIMITS } from '@cho-dep/core/constants/limits';
import {
  isVoucherExhausted,
  type SavedVoucherState,
  savedVoucherState,
  voucherWindowState,
} from '@cho-dep/core/vouchers/voucher-labels';
import type { VoucherKind } from '@cho-dep/core/vouchers/voucher-rules';
import type { Db } from '@cho-dep/db/client';
import { and, asc, count, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { UrlOf } from '../products/catalog/catalog-media';
import { shops } from '../shops/shops.tables';
import { forUser, notExhausted, userVoucherUses } from './voucher-usage';
import { type SavedVoucherView, toVoucherView, type VoucherView } from './voucher-views';
import { voucherSaves, vouchers } from './vouchers.tables';

export interface PagedList<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
  hasMore: boolean;
}

const shopColumns = { id: shops.id, name: shops.name, logoKey: shops.logoKey };

/** A shop voucher shows while its shop sells: approved and not on vacation. */
const shopSelling = or(isNull(vouchers.shopId), and(eq(shops.status, 'approved'), eq(shops.isPaused, false)));

/** Platform first, then cashback, free shipping and the shops' (Shopee's voucher page order). */
const kindOrder = sql`case ${vouchers.kind} when 'platform' then 0 when 'cashback' then 1 when 'free_shipping' then 2 else 3 end`;

export interface DisplayedVoucherQuery {
  userId: string | null;
  shopId?: string;
  kinds?: VoucherKind[];
  page: number;
  now: Date;
  urlOf: UrlOf;
}

/**
 * /khuyen-mai and a shop's vouchers: the vouchers on display ('all') that are running or
 * upcoming and still have a use left, with whether the buyer saved each. Running before
 * upcoming, then platform before shops, the soonest ending first.
 */
export async function listDisplayedVouchers(
  db: Db,
  query: DisplayedVoucherQuery,
): Promise<PagedList<VoucherView>> {
  const { userId, now, page } = query;
  const pageSize = LIMITS.vouchers.pageSize;
  const where = and(
    eq(vouchers.display, 'all'),
    isNull(vouchers.endedAt),
    gt(vouchers.endsAt, now),
    notExhausted,
    forUser(userId),
    shopSelling,
    query.shopId ? eq(vouchers.shopId, query.shopId) : undefined,
    query.kinds && query.kinds.length > 0 ? inArray(vouchers.kind, query.kinds) : undefined,
  );
  const savedJoin = and(
    eq(voucherSaves.voucherId, vouchers.id),
    eq(voucherSaves.userId, userId ?? sql`null`),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ voucher: vouchers, shop: shopColumns, savedAt: voucherSaves.savedAt })
      .from(vouchers)
      .leftJoin(shops, eq(shops.id, vouchers.shopId))
      .leftJoin(voucherSaves, savedJoin)
      .where(where)
      .orderBy(
        sql`${vouchers.startsAt} > ${now.toISOString()}::timestamptz`,
        kindOrder,
        asc(vouchers.endsAt),
        asc(vouchers.id),
      )
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(vouchers).leftJoin(shops, eq(shops.id, vouchers.shopId)).where(where),
  ]);
  const totalCount = Number(total?.value ?? 0);
  return {
    items: rows.map((row) =>
      toVoucherView(row.voucher, row.voucher.shopId ? row.shop : null, {
        saved: row.savedAt !== null,
        now,
        urlOf: query.urlOf,
      }),
    ),
    page,
    pageSize,
    total: totalCount,
    hasMore: page * pageSize < totalCount,
  };
}

/**
 * "My vouchers": the buyer's saved vouchers in one tab (usable, used, expired; see
 * savedVoucherState). A buyer holds tens of vouchers, not thousands: the newest
 * LIMITS.vouchers.savedMax saves are read and sorted into tabs here, where the rule is core's.
 * Usable ones ending soonest come first; the others most recently ended first.
 */
export async function listSavedVouchers(
  db: Db,
  input: { userId: string; state: SavedVoucherState; page: number; now: Date; urlOf: UrlOf },
): Promise<PagedList<SavedVoucherView>> {
  const { userId, now } = input;
  const rows = await db
    .select({ voucher: vouchers, shop: shopColumns, savedAt: voucherSaves.savedAt })
    .from(voucherSaves)
    .innerJoin(vouchers, eq(vouchers.id, voucherSaves.voucherId))
    .leftJoin(shops, eq(shops.id, vouchers.shopId))
    .where(eq(voucherSaves.userId, userId))
    .orderBy(desc(voucherSaves.savedAt), desc(voucherSaves.voucherId))
    .limit(LIMITS.vouchers.savedMax);
  const uses = await userVoucherUses(
    db,
    userId,
    now,
    rows.map((r) => r.voucher.id),
  );
  const inTab = rows
    .map((row) => {
      const v = row.voucher;
      const used = uses.get(v.id) ?? { today: 0, ever: 0 };
      const view = toVoucherView(v, v.shopId ? row.shop : null, { saved: true, now, urlOf: input.urlOf });
      const savedState = savedVoucherState({
        window: voucherWindowState(v, now),
        exhausted: isVoucherExhausted({
          usageLimit: v.usageLimit,
          usedCount: v.usedCount,
          budget: v.budget === null ? null : Number(v.budget),
          budgetUsed: Number(v.budgetUsed),
        }),
        perUserPerDay: v.perUserPerDay,
        usesToday: used.today,
        usesEver: used.ever,
      });
      return { ...view, savedState, savedAt: row.savedAt.toISOString() };
    })
    .filter((view) => view.savedState === input.state);
  // ISO instants in UTC order as plain strings.
  const cmp = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  inTab.sort((a, b) =>
    input.state === 'usable'
      ? cmp(a.endsAt, b.endsAt) || cmp(a.id, b.id)
      : cmp(b.endsAt, a.endsAt) || cmp(a.id, b.id),
  );
  const pageSize = LIMITS.vouchers.pageSize;
  const start = (input.page - 1) * pageSize;
  return {
    items: inTab.slice(start, start + pageSize),
    page: input.page,
    pageSize,
    total: inTab.length,
    hasMore: start + pageSize < inTab.length,
  };
}
