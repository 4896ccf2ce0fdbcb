import type { TrackingEventType } from '@cho-dep/core/tracking/tracking-event-types';
import type { Recorder } from './recorder';

/**
 * What pages call: records a tracking event. The recorder loads on first use, after the page is
 * interactive, so a first visit carries only this. Failures are logged only (product.md §8);
 * the promise, never rejected, is for a caller about to leave the page (logout).
 */
let recorder: Promise<Recorder> | undefined;

export function trackEvent(
  type: TrackingEventType,
  objectId?: string | null,
  metadata?: Record<string, string | number | boolean | null>,
): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  recorder ??= import('./start-tracking').then((m) => m.startTracking());
  return recorder.then((r) => r.track(type, objectId ?? null, metadata ?? null)).catch(console.warn);
}
