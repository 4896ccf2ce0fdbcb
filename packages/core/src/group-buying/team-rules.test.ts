import { describe, expect, it } from 'vitest';
import { joinRefusal, seatsLeft, teamEndsAt, teamFills, teamPaymentRefusal } from './team-rules';

const now = new Date('2026-11-28T10:00:00Z');
const later = new Date('2026-11-28T12:00:00Z');
const open = { status: 'open' as const, size: 3, endsAt: later };

describe('joining a team', () => {
  it('takes a buyer while the team is open or pending, before its end, with a seat free', () => {
    expect(joinRefusal(open, { activeSeats: 2, alreadyMember: false, now })).toBeNull();
    expect(
      joinRefusal({ ...open, status: 'pending' }, { activeSeats: 1, alreadyMember: false, now }),
    ).toBeNull();
  });

  it('refuses the last seat once held, a second seat for a member, and a closed or ended team', () => {
    expect(joinRefusal(open, { activeSeats: 3, alreadyMember: false, now })).toBe('GROUP_BUY_TEAM_FULL');
    expect(joinRefusal(open, { activeSeats: 1, alreadyMember: true, now })).toBe('GROUP_BUY_ALREADY_MEMBER');
    expect(joinRefusal({ ...open, status: 'filled' }, { activeSeats: 3, alreadyMember: false, now })).toBe(
      'GROUP_BUY_TEAM_CLOSED',
    );
    expect(joinRefusal({ ...open, status: 'failed' }, { activeSeats: 0, alreadyMember: false, now })).toBe(
      'GROUP_BUY_TEAM_CLOSED',
    );
    expect(joinRefusal(open, { activeSeats: 0, alreadyMember: false, now: later })).toBe(
      'GROUP_BUY_TEAM_CLOSED',
    );
  });

  it('counts seats left and fills when the paid members reach the size', () => {
    expect(seatsLeft(3, 1)).toBe(2);
    expect(seatsLeft(3, 5)).toBe(0);
    expect(teamFills(3, 2)).toBe(false);
    expect(teamFills(3, 3)).toBe(true);
  });
});

describe('a team window', () => {
  it('is the program window after opening, cut at the program end', () => {
    const programEnd = new Date('2026-12-01T00:00:00Z');
    expect(teamEndsAt(now, 24, programEnd).toISOString()).toBe('2026-11-29T10:00:00.000Z');
    expect(teamEndsAt(now, 24, later).toISOString()).toBe(later.toISOString());
  });
});

describe('paying for a seat', () => {
  it('is online only: cash on delivery is refused', () => {
    expect(teamPaymentRefusal('CASH')).toBe('GROUP_BUY_ONLINE_PAYMENT_ONLY');
    expect(teamPaymentRefusal('EWALLET')).toBeNull();
    expect(teamPaymentRefusal('VNPAY')).toBeNull();
  });
});
