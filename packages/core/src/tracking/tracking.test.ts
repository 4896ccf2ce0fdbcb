import { describe, expect, it } from 'vitest';
import { TRACKING_BOUNDS } from './tracking-bounds';
import { TRACKING_EVENT_TYPES } from './tracking-event-types';
import { deviceKindOf, type FunnelRow, funnelBy, funnelTotal } from './tracking-funnel';
import { partitionDay, partitionName, planPartitions } from './tracking-partitions';
import { makeTrackingSessionSchema, parseTrackingBody } from './tracking-session-schema';

const now = 1_790_000_000;
const session = (over: Record<string, unknown> = {}) => ({
  session_id: 's-1',
  started_at: now - 60,
  device_id: 'web-abc',
  events: [
    { event_id: 'e1', type: 'AppOpen', timestamp: now - 60 },
    { event_id: 'e2', type: 'ViewProduct', timestamp: now - 30, object_id: 'p1', metadata: { price: 1 } },
  ],
  ...over,
});

describe('tracking event types', () => {
  it('are about 60, unique, from AppOpen to ViewFAQ', () => {
    expect(TRACKING_EVENT_TYPES.length).toBeGreaterThanOrEqual(55);
    expect(new Set(TRACKING_EVENT_TYPES).size).toBe(TRACKING_EVENT_TYPES.length);
    for (const t of [
      'AppOpen',
      'Login',
      'ViewProduct',
      'AddToCart',
      'ApplyVoucher',
      'OrderSuccess',
      'ViewFAQ',
    ]) {
      expect(TRACKING_EVENT_TYPES).toContain(t);
    }
  });
});

describe('tracking body', () => {
  it('takes one session with defaults (VN, vi, in progress) and kr as English', () => {
    const parsed = parseTrackingBody(session({ language: 'kr' }), now);
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    expect(parsed.sessions[0]).toMatchObject({
      area: 'VN',
      language: 'en',
      conversion_status: 'in_progress',
    });
  });

  it('takes a bulk body whose count matches', () => {
    const ok = parseTrackingBody(
      { sessions: [session(), session({ session_id: 's-2' })], count: 2, timestamp: now },
      now,
    );
    expect(ok.success && ok.sessions.length).toBe(2);
    const bad = parseTrackingBody({ sessions: [session()], count: 3, timestamp: now }, now);
    expect(bad.success).toBe(false);
  });

  it('refuses unknown types, too many events, clocks far ahead, ends before starts', () => {
    const schema = makeTrackingSessionSchema(now);
    expect(
      schema.safeParse(session({ events: [{ event_id: 'x', type: 'Teleport', timestamp: now }] })).success,
    ).toBe(false);
    const many = Array.from({ length: TRACKING_BOUNDS.eventsPerSessionMax + 1 }, (_, i) => ({
      event_id: `e${i}`,
      type: 'AppOpen',
      timestamp: now,
    }));
    expect(schema.safeParse(session({ events: many })).success).toBe(false);
    expect(schema.safeParse(session({ started_at: now + 2 * 86_400 })).success).toBe(false);
    expect(schema.safeParse(session({ started_at: 1000 })).success).toBe(false);
    expect(schema.safeParse(session({ ended_at: now - 600 })).success).toBe(false);
    expect(schema.safeParse(session({ session_id: "'; drop table" })).success).toBe(false);
  });
});

describe('funnel', () => {
  const row = (over: Partial<FunnelRow>): FunnelRow => ({
    day: '2026-11-28',
    language: 'vi',
    area: 'VN',
    osVersion: 'Android 14',
    sessions: 10,
    view: 8,
    cart: 4,
    checkout: 2,
    order: 1,
    ...over,
  });

  it('rates each step over the one before and orders over views', () => {
    const total = funnelTotal([
      row({}),
      row({ osVersion: 'iOS 17', view: 2, cart: 1, checkout: 0, order: 0 }),
    ]);
    expect(total).toMatchObject({ sessions: 20, view: 10, cart: 5, checkout: 2, order: 1, overall: 10 });
    expect(total.rates).toEqual({ cart: 50, checkout: 40, order: 50 });
  });

  it('groups by device kind and leaves a rate empty when nobody reached the step before', () => {
    const groups = funnelBy(
      [row({}), row({ osVersion: 'iPhone; iOS 17', view: 0, cart: 0, checkout: 0, order: 0 })],
      'device',
    );
    expect(groups.map((g) => g.key)).toEqual(['android', 'ios']);
    expect(groups[1]?.rates.cart).toBeNull();
  });

  it('tells device kinds apart', () => {
    expect(deviceKindOf('Windows 11')).toBe('windows');
    expect(deviceKindOf('Mac OS X 14')).toBe('mac');
    expect(deviceKindOf(null)).toBe('other');
  });
});

describe('partitions', () => {
  it('makes today and seven days ahead, drops days past retention only', () => {
    const existing = ['t_p20260801', 't_p20261128', 't_p20261129', 't_default'];
    const plan = planPartitions('t', '2026-11-29', existing, 90);
    expect(plan.create.map((p) => p.name)).toEqual([
      't_p20261130',
      't_p20261201',
      't_p20261202',
      't_p20261203',
      't_p20261204',
      't_p20261205',
      't_p20261206',
    ]);
    expect(plan.create[0]).toMatchObject({ from: '2026-11-30', to: '2026-12-01' });
    expect(plan.drop).toEqual(['t_p20260801']);
    expect(partitionDay('t', 't_default')).toBeNull();
    expect(partitionName('t', '2026-01-02')).toBe('t_p20260102');
  });
});
