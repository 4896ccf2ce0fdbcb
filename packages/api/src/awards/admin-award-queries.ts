import { rankNominees } from '@cho-dep/core/awards/award-rules';
import { AppError } from '@cho-dep/core/errors/app-error';
import type { Db } from '@cho-dep/db/client';
import { asc, eq, ilike } from 'drizzle-orm';
import { users } from '../accounts/users.tables';
import { UUID } from '../admin/uuid';
import type { UrlOf } from '../products/catalog/catalog-media';
import { products } from '../products/catalog/products.tables';
import { shops } from '../shops/shops.tables';
import { awardCategories, awardEvents } from './awards.tables';
import { loadNomineeCards } from './nominee-cards';

/** The admin's view of an edition: its settings, and every category's standings (always shown to the admin). */
export async function adminAwardEvent(db: Db, id: string, urlOf: UrlOf) {
  const [event] = await db.select().from(awardEvents).where(eq(awardEvents.id, id));
  if (!event) throw new AppError('NOT_FOUND');
  const [categories, cards] = await Promise.all([
    db
      .select()
      .from(awardCategories)
      .where(eq(awardCategories.eventId, id))
      .orderBy(asc(awardCategories.position), asc(awardCategories.title)),
    loadNomineeCards(db, id, urlOf),
  ]);
  return {
    id: event.id,
    slug: event.slug,
    title: event.title,
    description: event.description,
    year: event.year,
    opensAt: event.opensAt.toISOString(),
    closesAt: event.closesAt.toISOString(),
    standings: event.standings,
    startingVotes: event.startingVotes,
    voucherId: event.voucherId,
    categories: categories.map((c) => ({
      id: c.id,
      title: c.title,
      nomineeKind: c.nomineeKind,
      position: c.position,
      nominees: rankNominees(cards.filter((n) => n.categoryId === c.id)).map((n) => ({
        id: n.id,
        kind: n.kind,
        targetId: n.targetId,
        name: n.name,
        imageUrl: n.imageUrl,
        href: n.href,
        blurb: n.blurb,
        votes: n.votes,
        rank: n.rank,
      })),
    })),
  };
}

const TARGETS_MAX = 10;

/** Where each kind of nominee is found, and the column its name is in. */
const TARGET_TABLES = {
  shop: { table: shops, id: shops.id, name: shops.name },
  kol: { table: users, id: users.id, name: users.fullName },
  product: { table: products, id: products.id, name: products.name },
} as const;

/** Shops, members (KOLs) or products by name, or the one with a pasted id, for the nominee picker. */
export async function searchAwardTargets(
  db: Db,
  kind: 'shop' | 'kol' | 'product',
  q: string,
): Promise<{ id: string; name: string }[]> {
  const text = q.trim();
  if (!text) return [];
  const { table, id, name } = TARGET_TABLES[kind];
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({ id, name })
    .from(table)
    .where(UUID.test(text) ? eq(id, text) : ilike(name, like))
    .orderBy(asc(name))
    .limit(TARGETS_MAX);
}
