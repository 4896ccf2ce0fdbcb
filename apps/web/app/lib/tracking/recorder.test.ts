import { STORAGE_KEYS } from '@cho-dep/core/navigation/browser-storage-keys';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { maxEventsSetting, TRACKING } from './constants';
import { fakeBrowser } from './fake-browser.test-support';
import { createRecorder } from './recorder';
import { createSender } from './sender';
import type { BulkBody, SessionBody } from './session-body';

const traits = () => ({
  deviceId: 'web-abc',
  osVersion: 'Android 14',
  appVersion: 'web',
  area: 'VN' as const,
  language: 'vi' as const,
});

/** A recorder whose sends land in `sent`; `fail` makes the server refuse. */
function setUp(options: { maxEvents?: number } = {}) {
  const sent: Array<{ body: SessionBody | BulkBody; keepalive: boolean }> = [];
  const server = { fail: false };
  const sender = createSender(async (body, { keepalive }) => {
    if (server.fail) throw new Error('503');
    sent.push({ body: structuredClone(body), keepalive });
  });
  const recorder = createRecorder({ sender, traits, maxEvents: options.maxEvents });
  const sessions = () => sent.map((s) => s.body).filter((b): b is SessionBody => 'session_id' in b);
  return { recorder, sent, sessions, server };
}

let win: ReturnType<typeof fakeBrowser>;
beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-29T03:00:00Z') });
  win = fakeBrowser();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('tracking session rules', () => {
  it('keeps the session id in session storage and makes it again when absent', () => {
    const { recorder, sessions } = setUp();
    recorder.track('AppOpen');
    const id = win.sessionStorage.getItem(STORAGE_KEYS.trackingSessionId);
    expect(id).toBeTruthy();
    recorder.track('ViewHome');
    recorder.end('manual');
    expect(sessions()[0]?.session_id).toBe(id);
  });

  it('never sends a session with fewer than 2 events', async () => {
    const { recorder, sent } = setUp();
    expect(TRACKING.minEventsToSend).toBe(2);
    recorder.track('AppOpen');
    // Neither the periodic check, inactivity nor the end sends it.
    await vi.advanceTimersByTimeAsync(TRACKING.autoSendIntervalMs * 3);
    recorder.end('manual');
    await vi.advanceTimersByTimeAsync(TRACKING.autoSendIntervalMs);
    expect(sent).toEqual([]);
  });

  it('drops an event identical to the one before (type and metadata)', () => {
    const { recorder, sessions } = setUp();
    recorder.track('ViewProduct', 'p1', { price: 1 });
    recorder.track('ViewProduct', 'p1', { price: 1 });
    recorder.track('ViewProduct', 'p1', { price: 2 });
    recorder.track('ViewProduct', 'p2', { price: 2 });
    recorder.track('ViewProduct', 'p1', { price: 1 });
    recorder.end('manual');
    expect(sessions()[0]?.events.map((e) => [e.object_id, e.metadata?.price])).toEqual([
      ['p1', 1],
      ['p1', 2],
      ['p2', 2],
      ['p1', 1],
    ]);
  });

  it('holds 100 events by default, a setting up to 1000, then ends and starts afresh', () => {
    expect(maxEventsSetting(undefined)).toBe(100);
    expect(maxEventsSetting(250)).toBe(250);
    expect(maxEventsSetting(5000)).toBe(1000);
    const { recorder, sessions } = setUp();
    for (let i = 0; i < 101; i += 1) recorder.track('ViewProduct', `p${i}`);
    expect(sessions()).toHaveLength(1);
    expect(sessions()[0]?.events).toHaveLength(TRACKING.maxEventsDefault);
    recorder.track('ViewProduct', 'last');
    recorder.end('manual');
    expect(sessions()[1]?.events).toHaveLength(2);
    expect(sessions()[1]?.session_id).not.toBe(sessions()[0]?.session_id);

    const capped = setUp({ maxEvents: 5000 });
    for (let i = 0; i < 1000; i += 1) capped.recorder.track('ViewProduct', `p${i}`);
    expect(capped.sessions()[0]?.events).toHaveLength(TRACKING.maxEventsCap);
  });

  it('sends an in-progress copy after 10 minutes of inactivity, the session going on', () => {
    const { recorder, sessions } = setUp();
    recorder.track('AppOpen');
    recorder.track('ViewHome');
    vi.advanceTimersByTime(TRACKING.inactivityTimeoutMs - 1);
    expect(sessions()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(sessions()).toHaveLength(1);
    expect(sessions()[0]).toMatchObject({ conversion_status: 'in_progress', ended_at: null });
  });

  it('ends an idle session (no event for 10 minutes) at its last event, then starts a new one', () => {
    const { recorder, sessions } = setUp();
    recorder.track('AppOpen');
    recorder.track('ViewHome');
    const last = Math.floor(Date.now() / 1000);
    vi.advanceTimersByTime(TRACKING.idleTimeoutMs);
    recorder.track('Search', null, { q: 'áo' });
    const [copy, ended] = sessions();
    expect(copy?.ended_at).toBeNull();
    expect(ended).toMatchObject({ ended_at: last, events: [{ type: 'AppOpen' }, { type: 'ViewHome' }] });
    recorder.track('ViewCategory');
    recorder.end('manual');
    expect(sessions()[2]?.session_id).not.toBe(ended?.session_id);
  });

  it('does not end a session busy within 10 minutes', () => {
    const { recorder, sessions } = setUp();
    recorder.track('AppOpen');
    vi.advanceTimersByTime(TRACKING.idleTimeoutMs - 1000);
    recorder.track('ViewHome');
    recorder.end('manual');
    expect(sessions()).toHaveLength(1);
  });

  it('ends and sends a session hidden for 5 minutes, with a send that outlives the page', () => {
    const { recorder, sent } = setUp();
    recorder.track('AppOpen');
    recorder.track('ViewHome');
    recorder.visibility(true);
    vi.advanceTimersByTime(TRACKING.backgroundTimeoutMs - 1);
    recorder.visibility(false);
    recorder.visibility(true);
    vi.advanceTimersByTime(TRACKING.backgroundTimeoutMs - 1);
    expect(sent).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.keepalive).toBe(true);
  });

  it('checks every 600000 ms and sends a session holding 2 events or more, once per change', () => {
    const { recorder, sessions } = setUp();
    recorder.track('AppOpen');
    // Events keep coming, so inactivity never fires: the periodic check sends.
    for (let i = 0; i < 5; i += 1) {
      vi.advanceTimersByTime(100_000);
      recorder.track('ViewProduct', `p${i}`);
    }
    vi.advanceTimersByTime(TRACKING.autoSendIntervalMs - 500_000 - 1);
    expect(sessions()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(sessions()).toHaveLength(1);
    expect(sessions()[0]?.events).toHaveLength(6);
    // Nothing new since: neither the next check nor inactivity sends it again.
    vi.advanceTimersByTime(TRACKING.autoSendIntervalMs);
    expect(sessions()).toHaveLength(1);
  });

  it('ends on order success with status order_success, on logout, on a new session and by hand', () => {
    const { recorder, sessions, sent } = setUp();
    recorder.track('Checkout');
    recorder.track('OrderSuccess', 'ord-1');
    expect(sessions()[0]).toMatchObject({ conversion_status: 'order_success' });
    expect(sessions()[0]?.ended_at).toEqual(expect.any(Number));
    recorder.track('ViewHome');
    recorder.track('Logout');
    expect(sessions()[1]).toMatchObject({ conversion_status: 'in_progress' });
    expect(sent[1]?.keepalive).toBe(true);
    recorder.track('AppOpen');
    recorder.track('ViewHome');
    recorder.end('new_session');
    recorder.track('ViewHome');
    recorder.track('Search');
    recorder.end('manual');
    expect(sessions()).toHaveLength(4);
    expect(new Set(sessions().map((s) => s.session_id)).size).toBe(4);
  });

  it('sends timestamps in epoch seconds', () => {
    const { recorder, sessions } = setUp();
    recorder.track('AppOpen');
    recorder.track('ViewHome');
    recorder.end('manual');
    const seconds = Math.floor(new Date('2026-11-29T03:00:00Z').getTime() / 1000);
    expect(sessions()[0]).toMatchObject({ started_at: seconds, ended_at: seconds });
    expect(sessions()[0]?.events[0]?.timestamp).toBe(seconds);
  });

  it('carries on with the stored session after a reload', () => {
    const first = setUp();
    first.recorder.track('AppOpen');
    first.recorder.stop();
    const second = setUp();
    second.recorder.track('ViewHome');
    second.recorder.end('manual');
    expect(second.sessions()[0]?.events.map((e) => e.type)).toEqual(['AppOpen', 'ViewHome']);
  });
});

describe('sending', () => {
  it('retries 3 times at 1000 ms x 2^n, then keeps the session and sends it later in a bulk body', async () => {
    const { recorder, sent, server } = setUp();
    let tries = 0;
    server.fail = true;
    const failing = createSender(async () => {
      tries += 1;
      throw new Error('offline');
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const body = (id: string): SessionBody => ({
      session_id: id,
      started_at: 1,
      device_id: 'web-abc',
      area: 'VN',
      language: 'vi',
      conversion_status: 'in_progress',
      events: [
        { event_id: 'a', type: 'AppOpen', timestamp: 1 },
        { event_id: 'b', type: 'ViewHome', timestamp: 2 },
      ],
    });
    const result = failing.send(body('s1'));
    await vi.advanceTimersByTimeAsync(0);
    expect(tries).toBe(1);
    await vi.advanceTimersByTimeAsync(TRACKING.retryBaseMs - 1);
    expect(tries).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(tries).toBe(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(tries).toBe(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(tries).toBe(4);
    expect(await result).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(tries).toBe(1 + TRACKING.retryAttempts);
    // Logged only, never shown.
    expect(warn).toHaveBeenCalled();
    expect(JSON.parse(win.localStorage.getItem(STORAGE_KEYS.trackingUnsent) ?? '[]')).toHaveLength(1);

    // The next successful send brings the kept one along as { sessions, count, timestamp }.
    server.fail = false;
    recorder.track('AppOpen');
    recorder.track('ViewHome');
    recorder.end('manual');
    await vi.advanceTimersByTimeAsync(0);
    const bulk = sent.map((s) => s.body).find((b): b is BulkBody => 'sessions' in b);
    expect(bulk).toMatchObject({ count: 1, sessions: [{ session_id: 's1' }] });
    expect(bulk?.timestamp).toBe(Math.floor(Date.now() / 1000));
    expect(win.localStorage.getItem(STORAGE_KEYS.trackingUnsent)).toBeNull();
  });
});
