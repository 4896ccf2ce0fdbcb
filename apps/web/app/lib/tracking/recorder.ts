import { STORAGE_KEYS } from '@cho-dep/core/navigation/browser-storage-keys';
import type { TrackingEventType } from '@cho-dep/core/tracking/tracking-event-types';
import { type EndReason, epochSeconds, maxEventsSetting, TRACKING } from './constants';
import type { Sender } from './sender';
import type { SessionBody, TrackedEvent } from './session-body';
import { currentSessionId, renewSessionId } from './session-id';

/** Who and where the session is: read when it is sent, so a language change shows. */
export interface SessionTraits {
  deviceId: string;
  osVersion: string | null;
  appVersion: string | null;
  area: SessionBody['area'];
  language: SessionBody['language'];
}

interface OpenSession {
  id: string;
  startedAt: number;
  lastEventAt: number;
  events: TrackedEvent[];
  /** Events already sent in an in-progress copy: nothing new, nothing to send. */
  sentCount: number;
}

export interface Recorder {
  track(type: TrackingEventType, objectId?: string | null, metadata?: TrackedEvent['metadata']): void;
  end(reason: EndReason): void;
  /** The page was hidden (true) or shown again. */
  visibility(hidden: boolean): void;
  stop(): void;
}

/**
 * The tracking session of this tab (product.md §3, §4, §9): events recorded in order, the same
 * event twice in a row once, the session ended and sent on order success, logout, a new
 * session, idle or background timeout, a full session or by hand; an in-progress copy sent
 * after inactivity and by the periodic check. Kept in session storage so a reload carries on.
 */
export function createRecorder(options: {
  sender: Sender;
  traits: () => SessionTraits;
  now?: () => number;
  maxEvents?: number;
}): Recorder {
  const now = options.now ?? Date.now;
  const maxEvents = maxEventsSetting(options.maxEvents);
  let session: OpenSession | null = restore();
  // A reload carries on with the stored session; otherwise the tab's stored id names the first.
  let firstSession = session === null;
  let inactivity: ReturnType<typeof setTimeout> | undefined;
  let background: ReturnType<typeof setTimeout> | undefined;
  let eventSeq = 0;

  function restore(): OpenSession | null {
    try {
      const stored = JSON.parse(window.sessionStorage.getItem(STORAGE_KEYS.trackingSession) ?? 'null');
      return stored && typeof stored.id === 'string' && Array.isArray(stored.events) ? stored : null;
    } catch {
      return null;
    }
  }
  function persist(): void {
    try {
      if (session) window.sessionStorage.setItem(STORAGE_KEYS.trackingSession, JSON.stringify(session));
      else window.sessionStorage.removeItem(STORAGE_KEYS.trackingSession);
    } catch {
      // Storage off: the session lives in memory only.
    }
  }

  function body(
    open: OpenSession,
    status: SessionBody['conversion_status'],
    endedAt: number | null,
  ): SessionBody {
    const traits = options.traits();
    return {
      session_id: open.id,
      started_at: epochSeconds(open.startedAt),
      ended_at: endedAt === null ? null : epochSeconds(endedAt),
      os_version: traits.osVersion,
      device_id: traits.deviceId,
      app_version: traits.appVersion,
      area: traits.area,
      language: traits.language,
      conversion_status: status,
      events: [...open.events],
    };
  }

  /** The in-progress copy: sent when the session holds 2 events or more, and new ones. */
  function sendCopy(): void {
    if (!session || session.events.length < TRACKING.minEventsToSend) return;
    if (session.events.length === session.sentCount) return;
    session.sentCount = session.events.length;
    persist();
    void options.sender.send(body(session, 'in_progress', null));
  }

  function end(reason: EndReason): void {
    clearTimeout(inactivity);
    const open = session;
    session = null;
    persist();
    if (!open) return;
    // An idle session ended when its last event happened, not when we noticed.
    const endedAt = reason === 'idle' ? open.lastEventAt : now();
    const status = reason === 'order_success' ? 'order_success' : 'in_progress';
    // Background and logout may be the page's last moments: the send must outlive it.
    void options.sender.send(body(open, status, endedAt), {
      keepalive: reason === 'background' || reason === 'logout',
    });
  }

  function begin(at: number): OpenSession {
    // The first session of a page is the one the tab's stored id names; later ones get a new id.
    const id = firstSession ? currentSessionId() : renewSessionId();
    firstSession = false;
    return { id, startedAt: at, lastEventAt: at, events: [], sentCount: 0 };
  }

  const autoSend = setInterval(sendCopy, TRACKING.autoSendIntervalMs);

  return {
    track(type, objectId = null, metadata = null) {
      const at = now();
      if (session && at - session.lastEventAt >= TRACKING.idleTimeoutMs) end('idle');
      if (!session) session = begin(at);
      const open = session;
      const last = open.events[open.events.length - 1];
      const same =
        last &&
        last.type === type &&
        (last.object_id ?? null) === objectId &&
        JSON.stringify(last.metadata ?? null) === JSON.stringify(metadata ?? null);
      if (same) return;
      eventSeq += 1;
      open.events.push({
        event_id: `${epochSeconds(at).toString(36)}-${open.events.length}-${eventSeq}`,
        type,
        timestamp: epochSeconds(at),
        object_id: objectId,
        metadata,
      });
      open.lastEventAt = at;
      persist();
      clearTimeout(inactivity);
      inactivity = setTimeout(sendCopy, TRACKING.inactivityTimeoutMs);
      if (type === 'OrderSuccess') end('order_success');
      else if (type === 'Logout') end('logout');
      else if (open.events.length >= maxEvents) end('full');
    },
    end(reason) {
      end(reason);
      if (reason === 'new_session') session = begin(now());
    },
    visibility(hidden) {
      clearTimeout(background);
      if (hidden) background = setTimeout(() => end('background'), TRACKING.backgroundTimeoutMs);
    },
    stop() {
      clearInterval(autoSend);
      clearTimeout(inactivity);
      clearTimeout(background);
    },
  };
}
