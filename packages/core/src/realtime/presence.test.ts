import { describe, expect, it } from 'vitest';
import { PRESENCE_ONLINE_TTL_MS, presenceFromMarks } from './presence';

const now = new Date('2026-11-28T10:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('presenceFromMarks', () => {
  it('is offline with no last-seen time for a member who never had a mark', () => {
    expect(presenceFromMarks('u', [], now)).toEqual({ userId: 'u', online: false, lastSeenAt: null });
  });

  it('is online while any device has a fresh online mark', () => {
    const presence = presenceFromMarks(
      'u',
      [
        { status: 'offline', changedAt: ago(1_000) },
        { status: 'online', changedAt: ago(60_000) },
      ],
      now,
    );
    expect(presence.online).toBe(true);
    expect(presence.lastSeenAt).toBe(ago(1_000).toISOString());
  });

  it('is offline when every device said offline, last seen at the newest of them', () => {
    const presence = presenceFromMarks(
      'u',
      [
        { status: 'offline', changedAt: ago(300_000) },
        { status: 'offline', changedAt: ago(120_000) },
      ],
      now,
    );
    expect(presence).toEqual({ userId: 'u', online: false, lastSeenAt: ago(120_000).toISOString() });
  });

  it('lets an online mark nobody refreshed lapse', () => {
    const stale = presenceFromMarks('u', [{ status: 'online', changedAt: ago(PRESENCE_ONLINE_TTL_MS) }], now);
    expect(stale.online).toBe(false);
    const fresh = presenceFromMarks(
      'u',
      [{ status: 'online', changedAt: ago(PRESENCE_ONLINE_TTL_MS - 1) }],
      now,
    );
    expect(fresh.online).toBe(true);
  });
});
