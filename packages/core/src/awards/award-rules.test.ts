import { describe, expect, it } from 'vitest';
import {
  awardWindow,
  ballotBalance,
  CHECK_IN_VOTES,
  checkInDay,
  rankNominees,
  standingsVisible,
  voteRefusal,
} from './award-rules';

const opensAt = new Date('2026-11-01T00:00:00Z');
const closesAt = new Date('2026-12-01T00:00:00Z');

describe('awardWindow', () => {
  it('is upcoming before the opening, open until the close, closed from the close on', () => {
    expect(awardWindow({ opensAt, closesAt }, new Date('2026-10-31T23:59:59Z'))).toBe('upcoming');
    expect(awardWindow({ opensAt, closesAt }, opensAt)).toBe('open');
    expect(awardWindow({ opensAt, closesAt }, new Date('2026-11-30T23:59:59Z'))).toBe('open');
    expect(awardWindow({ opensAt, closesAt }, closesAt)).toBe('closed');
  });
});

describe('ballotBalance', () => {
  it('shows the starting votes before the first vote or check-in', () => {
    expect(ballotBalance(null, 10)).toBe(10);
  });
  it('is what was granted less what was spent', () => {
    expect(ballotBalance({ granted: 20, spent: 7 }, 10)).toBe(13);
    expect(ballotBalance({ granted: 20, spent: 20 }, 10)).toBe(0);
  });
});

describe('checkInDay', () => {
  it('counts in Vietnam time: 17:00 UTC is already the next day in Hà Nội', () => {
    expect(checkInDay(new Date('2026-11-28T16:59:59Z'))).toBe('2026-11-28');
    expect(checkInDay(new Date('2026-11-28T17:00:00Z'))).toBe('2026-11-29');
  });
  it('gives 10 votes (product.md §9)', () => {
    expect(CHECK_IN_VOTES).toBe(10);
  });
});

describe('voteRefusal', () => {
  it('allows votes within the balance while open', () => {
    expect(voteRefusal({ window: 'open', balance: 5, votes: 5 })).toBeNull();
  });
  it('refuses outside the window, with no votes left, and above the balance', () => {
    expect(voteRefusal({ window: 'upcoming', balance: 5, votes: 1 })).toBe('not_open');
    expect(voteRefusal({ window: 'closed', balance: 5, votes: 1 })).toBe('not_open');
    expect(voteRefusal({ window: 'open', balance: 0, votes: 1 })).toBe('out_of_votes');
    expect(voteRefusal({ window: 'open', balance: 3, votes: 4 })).toBe('not_enough_votes');
  });
});

describe('standingsVisible', () => {
  it('shows live standings always and hidden ones only once closed', () => {
    expect(standingsVisible('live', 'open')).toBe(true);
    expect(standingsVisible('hidden', 'open')).toBe(false);
    expect(standingsVisible('hidden', 'upcoming')).toBe(false);
    expect(standingsVisible('hidden', 'closed')).toBe(true);
  });
});

describe('rankNominees', () => {
  it('ranks by votes with shared ranks for ties (1, 2, 2, 4)', () => {
    const ranked = rankNominees([
      { name: 'B', votes: 5 },
      { name: 'A', votes: 9 },
      { name: 'D', votes: 1 },
      { name: 'C', votes: 5 },
    ]);
    expect(ranked.map((n) => [n.name, n.rank])).toEqual([
      ['A', 1],
      ['B', 2],
      ['C', 2],
      ['D', 4],
    ]);
  });
  it('makes every nominee sharing the top count a winner', () => {
    const ranked = rankNominees([
      { name: 'X', votes: 3 },
      { name: 'Y', votes: 3 },
    ]);
    expect(ranked.every((n) => n.rank === 1)).toBe(true);
  });
});
