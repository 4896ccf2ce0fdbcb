import { STORAGE_KEYS } from '@cho-dep/core/navigation/browser-storage-keys';
import { TRACKING } from './constants';
import type { SessionBody } from './session-body';

/**
 * Sessions whose send failed, in local storage so a later visit sends them (one bulk body).
 * A session kept twice keeps its fuller copy; past the limit the oldest go.
 */
export function readUnsent(): SessionBody[] {
  try {
    const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.trackingUnsent) ?? '[]');
    return Array.isArray(stored) ? (stored as SessionBody[]) : [];
  } catch {
    return [];
  }
}

function writeUnsent(sessions: SessionBody[]): void {
  try {
    if (sessions.length === 0) window.localStorage.removeItem(STORAGE_KEYS.trackingUnsent);
    else window.localStorage.setItem(STORAGE_KEYS.trackingUnsent, JSON.stringify(sessions));
  } catch (error) {
    console.warn('tracking: could not keep unsent sessions', error);
  }
}

export function keepUnsent(session: SessionBody): void {
  const others = readUnsent().filter(
    (kept) => kept.session_id !== session.session_id || kept.events.length > session.events.length,
  );
  const fuller = others.some((kept) => kept.session_id === session.session_id);
  writeUnsent(fuller ? others : [...others, session].slice(-TRACKING.unsentMax));
}

/** Forgets the sessions a bulk send delivered (others may have been kept meanwhile). */
export function forgetUnsent(sent: SessionBody[]): void {
  const delivered = new Set(sent.map((s) => `${s.session_id}:${s.events.length}`));
  writeUnsent(readUnsent().filter((kept) => !delivered.has(`${kept.session_id}:${kept.events.length}`)));
}
