import type { AwardVoteInput } from '@cho-dep/core/awards/award-input-schemas';
import {
  awardWindow,
  ballotBalance,
  CHECK_IN_VOTES,
  checkInDay,
  voteRefusal,
} from '@cho-dep/core/awards/award-rules';
import { AppError } from '@cho-dep/core/errors/app-error';
import type { Db, Tx } from '@cho-dep/db/client';
import { and, eq, sql } from 'drizzle-orm';
import { users } from '../accounts/users.tables';
import type { UrlOf } from '../products/catalog/catalog-media';
import type { VoteResult } from './award-schemas';
import { grantAwardVoucher } from './award-voucher';
import { awardBallots, awardCheckins, awardEvents, awardNominees, awardVotes } from './awards.tables';

type EventRow = typeof awardEvents.$inferSelect;

/** The edition, open now, and a voter allowed to vote in it (a verified phone: one person, one ballot). */
async function openEventFor(tx: Tx, slug: string, userId: string, now: Date): Promise<EventRow> {
  const [event] = await tx.select().from(awardEvents).where(eq(awardEvents.slug, slug));
  if (!event) throw new AppError('NOT_FOUND');
  if (awardWindow(event, now) !== 'open') throw new AppError('AWARDS_NOT_OPEN');
  const [user] = await tx
    .select({ phoneVerified: users.phoneVerified })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.phoneVerified) throw new AppError('AWARDS_PHONE_NOT_VERIFIED');
  return event;
}

/**
 * The member's ballot, locked for the rest of the transaction: votes and check-ins of one
 * member queue here, so the balance read is the balance spent. Written with the edition's
 * starting votes the first time (the first vote or check-in).
 */
async function lockedBallot(tx: Tx, event: EventRow, userId: string, now: Date) {
  await tx
    .insert(awardBallots)
    .values({ eventId: event.id, userId, granted: event.startingVotes, createdAt: now })
    .onConflictDoNothing();
  const [ballot] = await tx
    .select()
    .from(awardBallots)
    .where(and(eq(awardBallots.eventId, event.id), eq(awardBallots.userId, userId)))
    .for('update');
  if (!ballot) throw new Error('ballot row missing after insert');
  return ballot;
}

/**
 * The daily check-in (product.md §9): +10 votes once per Vietnamese calendar day. The check-in
 * row's key (edition, member, day) is what makes a second tap, or two at once, count once.
 */
export async function checkIn(
  db: Db,
  input: { slug: string; userId: string; now: Date },
): Promise<{ added: number; balance: number }> {
  const { userId, now } = input;
  return db.transaction(async (tx) => {
    const event = await openEventFor(tx, input.slug, userId, now);
    const ballot = await lockedBallot(tx, event, userId, now);
    const [inserted] = await tx
      .insert(awardCheckins)
      .values({ eventId: event.id, userId, day: checkInDay(now), votes: CHECK_IN_VOTES, createdAt: now })
      .onConflictDoNothing()
      .returning({ day: awardCheckins.day });
    if (!inserted) throw new AppError('AWARDS_ALREADY_CHECKED_IN');
    const [updated] = await tx
      .update(awardBallots)
      .set({ granted: sql`${awardBallots.granted} + ${CHECK_IN_VOTES}` })
      .where(and(eq(awardBallots.eventId, event.id), eq(awardBallots.userId, userId)))
      .returning();
    return { added: CHECK_IN_VOTES, balance: ballotBalance(updated ?? ballot, event.startingVotes) };
  });
}

/**
 * Gives `votes` of the member's ballot to a nominee, in one transaction: the ballot row lock,
 * the nominee's running count and the vote row. The same `requestId` again answers the first
 * vote's result without spending anything. The first vote also saves the edition's voucher.
 */
export async function castVote(
  db: Db,
  input: { slug: string; userId: string; vote: AwardVoteInput; now: Date; urlOf: UrlOf },
): Promise<VoteResult> {
  const { userId, vote, now } = input;
  return db.transaction(async (tx) => {
    const event = await openEventFor(tx, input.slug, userId, now);
    const [nominee] = await tx
      .select({ id: awardNominees.id })
      .from(awardNominees)
      .where(and(eq(awardNominees.id, vote.nomineeId), eq(awardNominees.eventId, event.id)));
    if (!nominee) throw new AppError('NOT_FOUND');
    const ballot = await lockedBallot(tx, event, userId, now);
    const hidden = event.standings === 'hidden';

    const [replayed] = await tx
      .select({ nomineeId: awardVotes.nomineeId })
      .from(awardVotes)
      .where(and(eq(awardVotes.userId, userId), eq(awardVotes.requestId, vote.requestId)));
    if (replayed) {
      const [count] = await tx
        .select({ votes: awardNominees.votes })
        .from(awardNominees)
        .where(eq(awardNominees.id, replayed.nomineeId));
      return {
        balance: ballotBalance(ballot, event.startingVotes),
        nomineeId: replayed.nomineeId,
        nomineeVotes: hidden ? null : (count?.votes ?? 0),
        voucherGranted: null,
      };
    }

    const balance = ballotBalance(ballot, event.startingVotes);
    const refusal = voteRefusal({ window: 'open', balance, votes: vote.votes });
    if (refusal === 'out_of_votes') throw new AppError('AWARDS_OUT_OF_VOTES');
    if (refusal === 'not_enough_votes')
      throw new AppError('AWARDS_NOT_ENOUGH_VOTES', { params: { balance } });

    await tx
      .update(awardBallots)
      .set({ spent: sql`${awardBallots.spent} + ${vote.votes}` })
      .where(and(eq(awardBallots.eventId, event.id), eq(awardBallots.userId, userId)));
    const [counted] = await tx
      .update(awardNominees)
      .set({ votes: sql`${awardNominees.votes} + ${vote.votes}` })
      .where(eq(awardNominees.id, nominee.id))
      .returning({ votes: awardNominees.votes });
    await tx.insert(awardVotes).values({
      eventId: event.id,
      nomineeId: nominee.id,
      userId,
      votes: vote.votes,
      requestId: vote.requestId,
      createdAt: now,
    });
    const voucherGranted =
      ballot.voucherGrantedAt === null
        ? await grantAwardVoucher(tx, { event, userId, now, urlOf: input.urlOf })
        : null;
    return {
      balance: balance - vote.votes,
      nomineeId: nominee.id,
      nomineeVotes: hidden ? null : (counted?.votes ?? 0),
      voucherGranted,
    };
  });
}
