import { describe, expect, it } from 'vitest';
import { LIMITS } from '../constants/limits';
import {
  BUDGETS,
  codeCharges,
  counterKey,
  loginCharges,
  sendCharges,
  verdict,
  waitMinutes,
  windowAt,
} from './throttle-policy';

describe('throttle policy', () => {
  it('counts in clock-aligned windows and says when the window ends', () => {
    const now = new Date('2026-11-27T10:00:20Z');
    expect(windowAt(now, 60).endsInSeconds).toBe(40);
    expect(windowAt(new Date('2026-11-27T10:00:59.5Z'), 60).endsInSeconds).toBe(1);
    expect(windowAt(new Date('2026-11-27T10:01:00Z'), 60).index).toBe(windowAt(now, 60).index + 1);
    const charge = { budget: BUDGETS.loginAccount, subject: 'lan@example.vn' };
    expect(counterKey(charge, now)).not.toBe(counterKey(charge, new Date('2026-11-27T10:01:00Z')));
    expect(counterKey(charge, now)).toBe(counterKey(charge, new Date('2026-11-27T10:00:59Z')));
  });

  it('allows up to the limit and then waits for the latest window over it', () => {
    const reading = (
      budget: (typeof BUDGETS)[keyof typeof BUDGETS],
      count: number,
      endsInSeconds: number,
    ) => ({
      budget,
      count,
      endsInSeconds,
    });
    expect(verdict([reading(BUDGETS.loginAccount, 5, 30)])).toEqual({ allowed: true });
    expect(verdict([reading(BUDGETS.loginAccount, 6, 30)])).toEqual({
      allowed: false,
      retryAfterSeconds: 30,
    });
    expect(
      verdict([
        reading(BUDGETS.sendTarget, 4, 300),
        reading(BUDGETS.sendTargetDay, 11, 5000),
        reading(BUDGETS.sendIp, 1, 300),
      ]),
    ).toEqual({ allowed: false, retryAfterSeconds: 5000 });
  });

  it('slows guessing per account at five a minute, and per address only at hundreds', () => {
    expect(BUDGETS.loginAccount.limit).toBe(5);
    expect(BUDGETS.loginIp.limit).toBeGreaterThanOrEqual(100);
    expect(BUDGETS.codeIp.limit).toBeGreaterThanOrEqual(100);
    const charges = loginCharges({ account: 'lan@example.vn', ip: '113.161.1.1' });
    expect(charges.perTry).toEqual([{ budget: BUDGETS.loginAccount, subject: 'lan@example.vn' }]);
    expect(charges.perFailure).toEqual([{ budget: BUDGETS.loginIp, subject: '113.161.1.1' }]);
  });

  it('never charges a known device to the account or the address', () => {
    const charges = loginCharges({ account: 'lan@example.vn', ip: '113.161.1.1', knownDevice: 'nonce-1' });
    expect(charges.perTry).toEqual([{ budget: BUDGETS.loginDevice, subject: 'nonce-1' }]);
    expect(charges.perFailure).toEqual([]);
  });

  it('counts codes per target and account, the address only at a high bar', () => {
    const charges = codeCharges({ target: '+84912345678', ip: '1.2.3.4', userId: 'u1' });
    expect(charges.perTry.map((c) => c.budget.name)).toEqual(['code:target', 'code:account']);
    expect(charges.perFailure.map((c) => c.budget.name)).toEqual(['code:ip']);
  });

  it('budgets sends per target, per address and per account, per 10 minutes and per day', () => {
    const names = sendCharges({ target: '+84912345678', ip: '1.2.3.4', userId: 'u1' }).map((c) => [
      c.budget.name,
      c.budget.limit,
    ]);
    expect(names).toEqual([
      ['send:target', LIMITS.throttle.sendsPerTargetPer10Minutes],
      ['send:target:day', LIMITS.throttle.sendsPerTargetPerDay],
      ['send:ip', LIMITS.throttle.sendsPerIpPer10Minutes],
      ['send:ip:day', LIMITS.throttle.sendsPerIpPerDay],
      ['send:account', LIMITS.throttle.sendsPerAccountPer10Minutes],
      ['send:account:day', LIMITS.throttle.sendsPerAccountPerDay],
    ]);
    expect(sendCharges({ target: 'a@b.vn', ip: '1.2.3.4' })).toHaveLength(4);
  });

  it('shows waits in whole minutes, never zero', () => {
    expect(waitMinutes(1)).toBe(1);
    expect(waitMinutes(61)).toBe(2);
    expect(waitMinutes(600)).toBe(10);
  });
});
