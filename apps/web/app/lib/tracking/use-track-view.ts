import type { TrackingEventType } from '@cho-dep/core/tracking/tracking-event-types';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { trackEvent } from './track';

/** Views already recorded, by history entry and subject (a page mounts twice while the app starts). */
const recorded = new Set<string>();

/**
 * Records a page view as a tracking event once per visit of the page (going back to it is a
 * new visit). `objectId` names what is viewed.
 */
export function useTrackView(
  type: TrackingEventType,
  objectId?: string | null,
  metadata?: Record<string, string>,
): void {
  const { key } = useLocation();
  const view = `${key}:${type}:${objectId ?? ''}:${JSON.stringify(metadata ?? null)}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the view stands for type, id and metadata.
  useEffect(() => {
    if (recorded.has(view)) return;
    recorded.add(view);
    void trackEvent(type, objectId, metadata);
  }, [view]);
}
