import type { ErrorCode } from '../errors/error-codes';

/** A team's life: pending until its leader pays, open while it fills, then filled or failed. */
export const TEAM_STATUSES = ['pending', 'open', 'filled', 'failed'] as const;
export type TeamStatus = (typeof TEAM_STATUSES)[number];

/** A seat: held from checkout until paid, released if the payment never comes. */
export const MEMBER_STATUSES = ['held', 'paid', 'released', 'refunded'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** Seats that count against the team size: held ones (being paid) and paid ones. */
export const isActiveSeat = (status: MemberStatus): boolean => status === 'held' || status === 'paid';

export interface TeamView {
  status: TeamStatus;
  size: number;
  endsAt: Date;
}

/** Seats nobody holds yet. */
export function seatsLeft(size: number, activeSeats: number): number {
  return Math.max(0, size - activeSeats);
}

/**
 * Why a buyer cannot take a seat in this team now, or null. Checked when the checkout is
 * quoted and again under the team's row lock when it is placed: the lock makes "the last
 * seat" go to exactly one buyer.
 */
export function joinRefusal(
  team: TeamView,
  o: { activeSeats: number; alreadyMember: boolean; now: Date },
): ErrorCode | null {
  if (team.status !== 'open' && team.status !== 'pending') return 'GROUP_BUY_TEAM_CLOSED';
  if (o.now >= team.endsAt) return 'GROUP_BUY_TEAM_CLOSED';
  if (o.alreadyMember) return 'GROUP_BUY_ALREADY_MEMBER';
  if (o.activeSeats >= team.size) return 'GROUP_BUY_TEAM_FULL';
  return null;
}

/** A team fills when its paid members reach its size. */
export const teamFills = (size: number, paidSeats: number): boolean => paidSeats >= size;

/**
 * When a team opened now must fill by: its window after opening, but never after its program
 * ends (a team cannot outlive the price it was promised).
 */
export function teamEndsAt(now: Date, windowHours: number, programEndsAt: Date): Date {
  const end = now.getTime() + windowHours * 3_600_000;
  return new Date(Math.min(end, programEndsAt.getTime()));
}

/** Team checkouts are paid online: the money is held until the team fills, else returned. */
export const teamPaymentRefusal = (paymentMethod: string): ErrorCode | null =>
  paymentMethod === 'CASH' ? 'GROUP_BUY_ONLINE_PAYMENT_ONLY' : null;
