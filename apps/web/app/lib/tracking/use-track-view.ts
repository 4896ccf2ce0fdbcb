import type { TrackingEventType } from '@cho-dep/core/tracking/tracking-event-types';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { oncePerView } from '../analytics';
import { trackEvent } from './track';

/**
 * Records a page view as a tracking event once per visit of the page (a page mounts twice
 * while the app starts; going back to it is a new visit). `objectId` names what is viewed.
 */
export function useTrackView(
  type: TrackingEventType,
  objectId?: string | null,
  metadata?: Record<string, string | number | boolean | null>,
): void {
  const { key } = useLocation();
  const subject = `${type}:${objectId ?? ''}:${JSON.stringify(metadata ?? null)}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the subject stands for type, id and metadata.
  useEffect(() => {
    oncePerView(key, subject, () => trackEvent(type, objectId, metadata));
  }, [key, subject]);
}
