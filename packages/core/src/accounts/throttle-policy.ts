import { LIMITS } from '../constants/limits';

/**
 * Who may try again, and when (decision 029). The API keeps counters in the shared store;
 * these functions decide which counters a try is charged to and whether it may go ahead.
 *
 * Counters live in fixed windows aligned to the clock (a minute, ten minutes, a day), so the
 * answer can say exactly when trying again will work (Retry-After) without asking the store.
 */

const T = LIMITS.throttle;
const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;

export interface Budget {
  /** What the counter is about, part of its key: `login:account`, `send:ip`, ... */
  name: string;
  limit: number;
  windowSeconds: number;
}

/** One counter a try is charged to: the budget and the subject it counts (an account, an IP). */
export interface Charge {
  budget: Budget;
  subject: string;
}

export interface Window {
  /** Number of the window since the epoch: part of the key, so a new window starts at zero. */
  index: number;
  /** Seconds until this window ends (at least 1). */
  endsInSeconds: number;
}

export function windowAt(now: Date, windowSeconds: number): Window {
  const seconds = now.getTime() / 1000;
  const index = Math.floor(seconds / windowSeconds);
  return { index, endsInSeconds: Math.max(1, Math.ceil((index + 1) * windowSeconds - seconds)) };
}

/** The store key of a charge in the window that holds `now`. */
export function counterKey(charge: Charge, now: Date): string {
  const { index } = windowAt(now, charge.budget.windowSeconds);
  return `throttle:${charge.budget.name}:${charge.subject}:${index}`;
}

export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * `count` is what the counter holds once this try is included. A try over any budget waits
 * until the last of the windows it is over ends (waiting less would only be refused again).
 */
export function verdict(readings: { budget: Budget; count: number; endsInSeconds: number }[]): Verdict {
  const over = readings.filter((r) => r.count > r.budget.limit);
  if (over.length === 0) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(...over.map((r) => r.endsInSeconds)) };
}

/** Minutes to show a person for a wait in seconds (61 s reads "2 minutes", never "0"). */
export function waitMinutes(retryAfterSeconds: number): number {
  return Math.max(1, Math.ceil(retryAfterSeconds / MINUTE));
}

export const BUDGETS = {
  loginAccount: { name: 'login:account', limit: T.failuresPerTargetPerMinute, windowSeconds: MINUTE },
  loginDevice: { name: 'login:device', limit: T.failuresPerKnownDevicePerMinute, windowSeconds: MINUTE },
  loginIp: { name: 'login:ip', limit: T.failuresPerIpPerMinute, windowSeconds: MINUTE },
  passwordAccount: { name: 'password:account', limit: T.failuresPerTargetPerMinute, windowSeconds: MINUTE },
  passwordIp: { name: 'password:ip', limit: T.failuresPerIpPerMinute, windowSeconds: MINUTE },
  codeTarget: { name: 'code:target', limit: T.failuresPerTargetPerMinute, windowSeconds: MINUTE },
  codeAccount: { name: 'code:account', limit: T.failuresPerTargetPerMinute, windowSeconds: MINUTE },
  codeIp: { name: 'code:ip', limit: T.failuresPerIpPerMinute, windowSeconds: MINUTE },
  sendTarget: { name: 'send:target', limit: T.sendsPerTargetPer10Minutes, windowSeconds: 10 * MINUTE },
  sendTargetDay: { name: 'send:target:day', limit: T.sendsPerTargetPerDay, windowSeconds: DAY },
  sendAccount: { name: 'send:account', limit: T.sendsPerAccountPer10Minutes, windowSeconds: 10 * MINUTE },
  sendAccountDay: { name: 'send:account:day', limit: T.sendsPerAccountPerDay, windowSeconds: DAY },
  sendIp: { name: 'send:ip', limit: T.sendsPerIpPer10Minutes, windowSeconds: 10 * MINUTE },
  sendIpDay: { name: 'send:ip:day', limit: T.sendsPerIpPerDay, windowSeconds: DAY },
  signUpIp: { name: 'signup:ip', limit: T.signUpsPerIpPerHour, windowSeconds: 60 * MINUTE },
} as const satisfies Record<string, Budget>;

/**
 * A password try is counted before it is checked (so parallel guesses cannot slip past) on
 * the account it names, or, from a browser that logged in to that account before, on that
 * browser alone: someone guessing elsewhere never locks the owner out of their own phone.
 * `perTry` counters are cleared by a right password; `perFailure` ones only grow on failures.
 */
export function loginCharges(input: { account: string; ip: string; knownDevice?: string }): {
  perTry: Charge[];
  perFailure: Charge[];
} {
  if (input.knownDevice) {
    return { perTry: [{ budget: BUDGETS.loginDevice, subject: input.knownDevice }], perFailure: [] };
  }
  return {
    perTry: [{ budget: BUDGETS.loginAccount, subject: input.account }],
    perFailure: [{ budget: BUDGETS.loginIp, subject: input.ip }],
  };
}

/** The current password on a password change: the signed-in account, and the address at a high bar. */
export function passwordChangeCharges(input: { userId: string; ip: string }) {
  return {
    perTry: [{ budget: BUDGETS.passwordAccount, subject: input.userId }],
    perFailure: [{ budget: BUDGETS.passwordIp, subject: input.ip }],
  };
}

/**
 * A one-time code is counted per target (and per account when signed in) before it is
 * checked; the address only at a high bar, so wrong codes for other people behind the same
 * carrier NAT never block a right code.
 */
export function codeCharges(input: { target: string; ip: string; userId?: string }) {
  const perTry: Charge[] = [{ budget: BUDGETS.codeTarget, subject: input.target }];
  if (input.userId) perTry.push({ budget: BUDGETS.codeAccount, subject: input.userId });
  return { perTry, perFailure: [{ budget: BUDGETS.codeIp, subject: input.ip }] };
}

/** Every mail or SMS a request makes us send (codes, "you already have an account"). */
export function sendCharges(input: { target: string; ip: string; userId?: string }): Charge[] {
  const charges: Charge[] = [
    { budget: BUDGETS.sendTarget, subject: input.target },
    { budget: BUDGETS.sendTargetDay, subject: input.target },
    { budget: BUDGETS.sendIp, subject: input.ip },
    { budget: BUDGETS.sendIpDay, subject: input.ip },
  ];
  if (input.userId) {
    charges.push(
      { budget: BUDGETS.sendAccount, subject: input.userId },
      { budget: BUDGETS.sendAccountDay, subject: input.userId },
    );
  }
  return charges;
}

export function signUpCharges(input: { ip: string }): Charge[] {
  return [{ budget: BUDGETS.signUpIp, subject: input.ip }];
}
