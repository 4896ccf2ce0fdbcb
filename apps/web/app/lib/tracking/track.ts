import type { TrackingEventType } from '@cho-dep/core/tracking/tracking-event-types';
import type { EndReason } from './constants';
import type { Recorder } from './recorder';

/**
 * What pages call: records a tracking event (the promise, never rejected, is for a caller
 * about to leave the page, such as logout). The recorder is loaded on first use, after the
 * page is interactive, so it adds nothing to a first visit's JavaScript. Failures are logged
 * only (product.md §8).
 */
let recorder: Promise<Recorder> | null = null;

function loaded(): Promise<Recorder> {
  recorder ??= import('./start-tracking').then((m) => m.startTracking());
  return recorder;
}

export function trackEvent(
  type: TrackingEventType,
  objectId?: string | null,
  metadata?: Record<string, string | number | boolean | null>,
): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  return loaded()
    .then((r) => r.track(type, objectId ?? null, metadata ?? null))
    .catch((error) => console.warn('tracking: not recorded', error));
}

/** Ends the session now (and sends it); `new_session` begins the next one at once. */
export function endTrackingSession(reason: EndReason): void {
  if (typeof window === 'undefined') return;
  loaded()
    .then((r) => r.end(reason))
    .catch((error) => console.warn('tracking: not ended', error));
}
