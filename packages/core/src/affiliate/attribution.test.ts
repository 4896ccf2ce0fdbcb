import { describe, expect, it } from 'vitest';
import { attribute, type Click, daysLeft } from './attribution';

const day = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000);
const click = (id: string, kol: string, at: Date, usedAt: Date | null = null): Click => ({
  id,
  kolUserId: kol,
  clickedAt: at,
  usedAt,
});

describe('attribute', () => {
  it('counts nothing without a click', () => {
    expect(attribute([], 'buyer', day(0))).toEqual({ counts: false, reason: 'no_click', click: null });
  });

  it('gives the order to the last click', () => {
    const verdict = attribute([click('1', 'kolA', day(0)), click('2', 'kolB', day(2))], 'buyer', day(3), 7);
    expect(verdict.counts && verdict.click.id).toBe('2');
  });

  it('counts up to the window edge and not a millisecond after', () => {
    const at = day(0);
    const edge = new Date(at.getTime() + 7 * 86_400_000);
    expect(attribute([click('1', 'kol', at)], 'buyer', edge, 7).counts).toBe(true);
    const late = attribute([click('1', 'kol', at)], 'buyer', new Date(edge.getTime() + 1), 7);
    expect(late).toMatchObject({ counts: false, reason: 'window_ended' });
  });

  it('attributes only the first order after a click', () => {
    const used = attribute([click('1', 'kol', day(0), day(1))], 'buyer', day(2), 7);
    expect(used).toMatchObject({ counts: false, reason: 'no_click' });
    // An earlier unused click does not come back once a later one was used.
    const verdict = attribute(
      [click('1', 'kolA', day(0)), click('2', 'kolB', day(1), day(1))],
      'buyer',
      day(2),
      7,
    );
    expect(verdict.counts && verdict.click.id).toBe('1');
  });

  it('never pays a KOL for their own purchase', () => {
    expect(attribute([click('1', 'kol', day(0))], 'kol', day(1), 7)).toMatchObject({
      counts: false,
      reason: 'own_purchase',
    });
    // A guest's order has no account to compare: it counts.
    expect(attribute([click('1', 'kol', day(0))], null, day(1), 7).counts).toBe(true);
  });

  it('ignores a click from the future (clock skew between processes)', () => {
    expect(attribute([click('1', 'kol', day(5))], 'buyer', day(1), 7).counts).toBe(false);
  });

  it('says how many days are left, rounded up', () => {
    expect(daysLeft(day(7), day(0))).toBe(7);
    expect(daysLeft(day(7), new Date(day(6).getTime() + 1))).toBe(1);
    expect(daysLeft(day(7), day(8))).toBe(0);
  });
});
