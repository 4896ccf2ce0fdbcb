import type { TrackingEventType } from '@cho-dep/core/tracking/tracking-event-types';
import type { ConversionStatus } from '@cho-dep/core/tracking/tracking-session-schema';

/** What one event and one session look like on the wire (snake case, epoch seconds). */
export interface TrackedEvent {
  event_id: string;
  type: TrackingEventType;
  timestamp: number;
  object_id?: string | null;
  metadata?: Record<string, string | number | boolean | null> | null;
}

export interface SessionBody {
  session_id: string;
  started_at: number;
  ended_at?: number | null;
  os_version?: string | null;
  device_id: string;
  app_version?: string | null;
  area: 'VN' | 'KO';
  language: 'vi' | 'en' | 'ko';
  conversion_status: ConversionStatus;
  events: TrackedEvent[];
}

export interface BulkBody {
  sessions: SessionBody[];
  count: number;
  timestamp: number;
}

/** Sends one body; rejects when the server did not take it. */
export type Transport = (body: SessionBody | BulkBody, options: { keepalive: boolean }) => Promise<void>;
