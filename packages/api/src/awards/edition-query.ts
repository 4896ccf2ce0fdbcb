import {
  awardWindow,
  ballotBalance,
  CHECK_IN_VOTES,
  checkInDay,
  rankNominees,
  standingsVisible,
} from '@cho-dep/core/awards/award-rules';
import { AppError } from '@cho-dep/core/errors/app-error';
import type { Db } from '@cho-dep/db/client';
import { and, asc, desc, eq } from 'drizzle-orm';
import { users } from '../accounts/users.tables';
import type { UrlOf } from '../products/catalog/catalog-media';
import { vouchers } from '../vouchers/vouchers.tables';
import type { AwardBallotView, AwardEditionView, AwardEventSummary } from './award-schemas';
import { awardBallots, awardCategories, awardCheckins, awardEvents } from './awards.tables';
import { loadNomineeCards } from './nominee-cards';

type EventRow = typeof awardEvents.$inferSelect;

function summaryOf(e: EventRow, now: Date): AwardEventSummary {
  return {
    id: e.id,
    slug: e.slug,
    title: e.title,
    year: e.year,
    opensAt: e.opensAt.toISOString(),
    closesAt: e.closesAt.toISOString(),
    window: awardWindow(e, now),
  };
}

/** Every edition, the newest first. */
export async function listAwardEvents(db: Db, now: Date): Promise<AwardEventSummary[]> {
  const rows = await db.select().from(awardEvents).orderBy(desc(awardEvents.opensAt));
  return rows.map((e) => summaryOf(e, now));
}

/**
 * The edition /binh-chon shows: the one open now, else the next to open, else the latest
 * closed (its results). Null when there is none.
 */
export async function currentAwardSlug(db: Db, now: Date): Promise<string | null> {
  const rows = await db.select().from(awardEvents).orderBy(desc(awardEvents.opensAt));
  const byWindow = (w: string) => rows.filter((e) => awardWindow(e, now) === w);
  const upcoming = byWindow('upcoming');
  const pick = byWindow('open')[0] ?? upcoming[upcoming.length - 1] ?? byWindow('closed')[0];
  return pick?.slug ?? null;
}

async function ballotOf(db: Db, event: EventRow, userId: string, now: Date): Promise<AwardBallotView> {
  const [[user], [ballot], [checkin]] = await Promise.all([
    db.select({ phoneVerified: users.phoneVerified }).from(users).where(eq(users.id, userId)),
    db
      .select()
      .from(awardBallots)
      .where(and(eq(awardBallots.eventId, event.id), eq(awardBallots.userId, userId))),
    db
      .select({ day: awardCheckins.day })
      .from(awardCheckins)
      .where(
        and(
          eq(awardCheckins.eventId, event.id),
          eq(awardCheckins.userId, userId),
          eq(awardCheckins.day, checkInDay(now)),
        ),
      ),
  ]);
  const window = awardWindow(event, now);
  return {
    canVote: !user?.phoneVerified ? 'phone' : window !== 'open' ? 'window' : 'yes',
    balance: ballotBalance(ballot ?? null, event.startingVotes),
    checkedInToday: Boolean(checkin),
    voucherGranted: Boolean(ballot?.voucherGrantedAt),
  };
}

/** One edition with its categories and nominee cards, and the viewer's ballot when signed in. */
export async function loadAwardEdition(
  db: Db,
  input: { slug: string; viewerId: string | null; now: Date; urlOf: UrlOf },
): Promise<AwardEditionView> {
  const { now } = input;
  const [event] = await db.select().from(awardEvents).where(eq(awardEvents.slug, input.slug));
  if (!event) throw new AppError('NOT_FOUND');
  const window = awardWindow(event, now);
  const visible = standingsVisible(event.standings, window);
  const [categories, cards, voucherRows, me] = await Promise.all([
    db
      .select()
      .from(awardCategories)
      .where(eq(awardCategories.eventId, event.id))
      .orderBy(asc(awardCategories.position), asc(awardCategories.title)),
    loadNomineeCards(db, event.id, input.urlOf),
    event.voucherId
      ? db
          .select({ id: vouchers.id, name: vouchers.name, value: vouchers.value })
          .from(vouchers)
          .where(eq(vouchers.id, event.voucherId))
      : Promise.resolve([]),
    input.viewerId ? ballotOf(db, event, input.viewerId, now) : Promise.resolve(null),
  ]);
  return {
    ...summaryOf(event, now),
    description: event.description,
    standings: event.standings,
    standingsVisible: visible,
    startingVotes: event.startingVotes,
    checkInVotes: CHECK_IN_VOTES,
    voucher: voucherRows[0] ?? null,
    me,
    categories: categories.map((c) => {
      const mine = cards.filter((n) => n.categoryId === c.id);
      // Hidden standings: a name order, so the order of the cards gives nothing away.
      const nominees = visible
        ? rankNominees(mine)
        : [...mine].sort((a, b) => a.name.localeCompare(b.name, 'vi')).map((n) => ({ ...n, rank: null }));
      return {
        id: c.id,
        title: c.title,
        nomineeKind: c.nomineeKind,
        position: c.position,
        nominees: nominees.map((n) => ({
          id: n.id,
          kind: n.kind,
          targetId: n.targetId,
          name: n.name,
          imageUrl: n.imageUrl,
          href: n.href,
          blurb: n.blurb,
          votes: visible ? n.votes : null,
          rank: n.rank,
        })),
      };
    }),
  };
}
