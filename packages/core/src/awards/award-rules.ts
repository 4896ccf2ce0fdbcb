import { LIMITS } from '../constants/limits';
import { vietnamDay } from '../settlement/fee-rules';

/** Votes one daily check-in adds (product.md §9). */
export const CHECK_IN_VOTES = LIMITS.votes.checkIn;

export type AwardWindow = 'upcoming' | 'open' | 'closed';

/** Where an edition stands at `now`: voting runs from `opensAt` (included) to `closesAt` (excluded). */
export function awardWindow(event: { opensAt: Date; closesAt: Date }, now: Date): AwardWindow {
  if (now.getTime() < event.opensAt.getTime()) return 'upcoming';
  if (now.getTime() < event.closesAt.getTime()) return 'open';
  return 'closed';
}

/**
 * Votes left on a ballot. A member who has not voted or checked in yet has no ballot row: they
 * are shown the edition's starting votes, which the first vote or check-in writes down.
 */
export function ballotBalance(
  ballot: { granted: number; spent: number } | null,
  startingVotes: number,
): number {
  if (!ballot) return startingVotes;
  return Math.max(0, ballot.granted - ballot.spent);
}

/** The calendar day a check-in counts for: Vietnam time, so a new day starts at midnight in Hà Nội. */
export function checkInDay(now: Date): string {
  return vietnamDay(now);
}

export type VoteRefusal = 'not_open' | 'out_of_votes' | 'not_enough_votes';

/** Whether `votes` can be spent now from a ballot holding `balance`; null when it can. */
export function voteRefusal(input: {
  window: AwardWindow;
  balance: number;
  votes: number;
}): VoteRefusal | null {
  if (input.window !== 'open') return 'not_open';
  if (input.balance <= 0) return 'out_of_votes';
  if (input.votes > input.balance) return 'not_enough_votes';
  return null;
}

/**
 * Whether vote counts are shown: always once voting has closed (the results); while it runs
 * only when the admin chose live standings. A hidden edition keeps its suspense to the end.
 */
export function standingsVisible(standings: 'live' | 'hidden', window: AwardWindow): boolean {
  return window === 'closed' || standings === 'live';
}

/**
 * Ranks nominees by votes, most first, with standard competition ranking: equal counts share a
 * rank and the next count skips (1, 2, 2, 4). Ties are real ties: every nominee sharing the top
 * count is a winner. Equal counts keep a stable order by name so the list does not jump.
 */
export function rankNominees<T extends { votes: number; name: string }>(
  nominees: T[],
): (T & { rank: number })[] {
  const sorted = [...nominees].sort((a, b) => b.votes - a.votes || a.name.localeCompare(b.name, 'vi'));
  let rank = 0;
  return sorted.map((n, i) => {
    const previous = sorted[i - 1];
    if (!previous || previous.votes !== n.votes) rank = i + 1;
    return { ...n, rank };
  });
}
