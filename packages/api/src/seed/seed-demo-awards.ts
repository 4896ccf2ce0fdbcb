import type { Tx } from '@cho-dep/db/client';
import { queryRows } from '@cho-dep/db/rows';
import { eq, inArray, sql } from 'drizzle-orm';
import { users } from '../accounts/users.tables';
import type { AppContext } from '../app/app-context';
import {
  awardBallots,
  awardCategories,
  awardEvents,
  awardNominees,
  awardVotes,
} from '../awards/awards.tables';
import { shops } from '../shops/shops.tables';
import { vouchers } from '../vouchers/vouchers.tables';
import { DEMO_KOL_EMAIL } from './seed-demo-affiliate-campaigns';

const DAY_MS = 86_400_000;
/** The awards voucher of product.md §9, hidden from the voucher lists: voting is the way to it. */
export const AWARDS_VOUCHER_CODE = 'BINHCHON200K';
export const DEMO_AWARDS_SLUG = 'cho-dep-awards-2026';
const FASHION_SHOPS = ['minh-khoa-fashion', 'sai-gon-basic', 'ha-noi-vintage', 'lua-hoi-an', 'ao-dai-co-ba'];
const BEAUTY_SHOPS = ['co-cay-my-pham', 'seoul-glow-lab', 'hanbit-beauty', 'daon-cosmetics'];
const KOL_EMAILS = [DEMO_KOL_EMAIL, 'khach01@demo.vn', 'khach02@demo.vn', 'khach03@demo.vn'];

/** Which nominee (by position) a demo vote goes to: the first ones more often. */
const SKEW = [0, 0, 0, 1, 1, 2, 0, 3, 1, 4, 2];

type Nominee = { shopId?: string; kolUserId?: string; productId?: string; blurb: string };
type CategorySpec = { title: string; nomineeKind: 'shop' | 'kol' | 'product'; nominees: Nominee[] };

/**
 * The awards alive on a fresh start: this year's edition, opened 3 days ago and closing in a
 * month, with four categories (fashion shops, beauty shops, KOLs, products) of demo shops,
 * members and products and votes already cast by demo members; and last year's edition,
 * closed, with its winners. buyer@demo.vn (a verified phone) has not voted yet, so the demo
 * shows the starting votes, the check-in and the 200K voucher of the first vote. Once per
 * database (any edition), after the demo and affiliate seeds.
 */
export async function seedDemoAwardsOnce(ctx: AppContext): Promise<boolean> {
  return ctx.database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727281)`);
    const [any] = await tx.select({ id: awardEvents.id }).from(awardEvents).limit(1);
    if (any) return false;
    const categories = await demoCategories(tx);
    if (!categories) return false;
    const now = ctx.now();
    const [voucher] = await tx
      .insert(vouchers)
      .values({
        kind: 'platform',
        name: 'Bình chọn – Giảm 200K',
        code: AWARDS_VOUCHER_CODE,
        discountType: 'price',
        value: 200_000,
        minOrderValue: 1_000_000,
        display: 'hidden',
        perUserPerDay: 1,
        startsAt: new Date(now.getTime() - 3 * DAY_MS),
        endsAt: new Date(now.getTime() + 60 * DAY_MS),
      })
      .onConflictDoNothing()
      .returning({ id: vouchers.id });
    const year = new Date(now.getTime() + 7 * 3_600_000).getUTCFullYear();
    const voters = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.email} LIKE 'khach%@demo.vn'`);
    await insertEdition(tx, {
      event: {
        slug: DEMO_AWARDS_SLUG,
        title: `Chợ Đẹp Awards ${year}`,
        description:
          'Bình chọn shop, KOL và sản phẩm được yêu thích nhất năm. Mỗi ngày điểm danh nhận thêm 10 lượt.',
        year,
        opensAt: new Date(now.getTime() - 3 * DAY_MS),
        closesAt: new Date(now.getTime() + 30 * DAY_MS),
        standings: 'live',
        startingVotes: 10,
        voucherId: voucher?.id ?? null,
      },
      categories,
      voters: voters.map((v) => v.id),
      now,
    });
    await insertEdition(tx, {
      event: {
        slug: `cho-dep-awards-${year - 1}`,
        title: `Chợ Đẹp Awards ${year - 1}`,
        description: 'Kết quả bình chọn năm trước.',
        year: year - 1,
        opensAt: new Date(now.getTime() - 365 * DAY_MS),
        closesAt: new Date(now.getTime() - 335 * DAY_MS),
        standings: 'hidden',
        startingVotes: 10,
        voucherId: null,
      },
      categories,
      voters: voters.map((v) => v.id),
      now: new Date(now.getTime() - 340 * DAY_MS),
    });
    return true;
  });
}

async function demoCategories(tx: Tx): Promise<CategorySpec[] | null> {
  const shopRows = await tx
    .select({ id: shops.id, slug: shops.slug })
    .from(shops)
    .where(inArray(shops.slug, [...FASHION_SHOPS, ...BEAUTY_SHOPS]));
  const shopsOf = (slugs: string[]) =>
    slugs.flatMap((slug) =>
      shopRows.filter((s) => s.slug === slug).map((s) => ({ shopId: s.id, blurb: '' })),
    );
  const kolRows = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, KOL_EMAILS));
  const kols = KOL_EMAILS.flatMap((email) =>
    kolRows.filter((k) => k.email === email).map((k) => ({ kolUserId: k.id, blurb: '' })),
  );
  // The best sellers of different shops, each with a picture for its card.
  const products = await queryRows<{ id: string }>(
    tx,
    sql`SELECT DISTINCT ON (p.shop_id) p.id FROM products p
        WHERE p.status = 'approved' AND EXISTS (SELECT 1 FROM product_images i WHERE i.product_id = p.id)
        ORDER BY p.shop_id, p.sold_count DESC, p.id LIMIT 40`,
  );
  const fashion = shopsOf(FASHION_SHOPS);
  const beauty = shopsOf(BEAUTY_SHOPS);
  if (fashion.length < 3 || beauty.length < 3 || kols.length < 3 || products.length < 3) return null;
  const blurb = (list: Nominee[], lines: string[]) =>
    list.map((n, i) => ({ ...n, blurb: lines[i % lines.length] ?? '' }));
  return [
    {
      title: 'Shop thời trang được yêu thích nhất',
      nomineeKind: 'shop',
      nominees: blurb(fashion, [
        'Phối đồ công sở tối giản, giao nhanh',
        'Basic dễ mặc, giá sinh viên',
        'Đồ vintage tuyển chọn',
      ]),
    },
    {
      title: 'Shop làm đẹp được yêu thích nhất',
      nomineeKind: 'shop',
      nominees: blurb(beauty, ['Mỹ phẩm thiên nhiên, lành tính', 'Skincare Hàn Quốc chính hãng']),
    },
    {
      title: 'KOL của năm',
      nomineeKind: 'kol',
      nominees: blurb(kols, [
        'Review thời trang mỗi tuần',
        'Gợi ý outfit cho dân văn phòng',
        'Skincare tối giản',
      ]),
    },
    {
      title: 'Sản phẩm của năm',
      nomineeKind: 'product',
      nominees: blurb(
        products.slice(0, 5).map((p) => ({ productId: p.id, blurb: '' })),
        ['Bán chạy nhất năm', 'Được khen nhiều nhất'],
      ),
    },
  ];
}

/** An edition with its categories and nominees, and votes of the demo members spread over them. */
async function insertEdition(
  tx: Tx,
  input: {
    event: Omit<typeof awardEvents.$inferInsert, 'id'>;
    categories: CategorySpec[];
    voters: string[];
    now: Date;
  },
) {
  const [event] = await tx.insert(awardEvents).values(input.event).returning({ id: awardEvents.id });
  if (!event) return;
  const nomineeIds: string[][] = [];
  for (const [position, spec] of input.categories.entries()) {
    const [category] = await tx
      .insert(awardCategories)
      .values({ eventId: event.id, title: spec.title, nomineeKind: spec.nomineeKind, position })
      .returning({ id: awardCategories.id });
    if (!category) continue;
    const rows = await tx
      .insert(awardNominees)
      .values(spec.nominees.map((n) => ({ ...n, eventId: event.id, categoryId: category.id })))
      .returning({ id: awardNominees.id });
    nomineeIds.push(rows.map((r) => r.id));
  }
  // Each demo member gives their 10 starting votes, the first nominees of a category more
  // often than the others (a different mix each year), so the standings have a clear order.
  const totals = new Map<string, number>();
  for (const [v, voterId] of input.voters.entries()) {
    let spent = 0;
    for (const [c, ids] of nomineeIds.entries()) {
      const pick = ids[(SKEW[(v * 3 + c * 5 + input.event.year) % SKEW.length] ?? 0) % ids.length] ?? ids[0];
      if (!pick) continue;
      const votes = c === 0 ? 4 : 2;
      spent += votes;
      totals.set(pick, (totals.get(pick) ?? 0) + votes);
      await tx.insert(awardVotes).values({
        eventId: event.id,
        nomineeId: pick,
        userId: voterId,
        votes,
        requestId: `seed-${input.event.slug}-${c}`,
        createdAt: input.now,
      });
    }
    await tx.insert(awardBallots).values({
      eventId: event.id,
      userId: voterId,
      granted: Math.max(10, spent),
      spent,
      createdAt: input.now,
    });
  }
  for (const [id, votes] of totals) {
    await tx.update(awardNominees).set({ votes }).where(eq(awardNominees.id, id));
  }
}
