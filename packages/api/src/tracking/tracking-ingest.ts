import { vietnamDay } from '@cho-dep/core/settlement/fee-rules';
import type { TrackingSession } from '@cho-dep/core/tracking/tracking-session-schema';
import type { Db } from '@cho-dep/db/client';
import { sql } from 'drizzle-orm';

/**
 * Stores the sessions of one tracking request: one statement per table whatever the body's
 * size (the rows travel as one JSON parameter, so 50 sessions x 1000 events stay far below
 * PostgreSQL's parameter limit). Clients send a session again as it grows and retry failed
 * sends, so both tables are keyed by what the client named: a session's row keeps its fullest
 * copy (an old in-progress copy arriving late never overwrites a later one, and an ordered
 * session stays ordered), an event is stored once.
 */
export interface IngestResult {
  sessions: number;
  events: number;
}

interface SessionRow {
  day: string;
  session_id: string;
  user_id: string | null;
  device_id: string;
  started_at: string;
  ended_at: string | null;
  os_version: string | null;
  app_version: string | null;
  area: string;
  language: string;
  conversion_status: string;
  event_count: number;
}

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

/**
 * `userId` is the signed-in member, never the body's `user_id`: a signed-out copy keeps the
 * member an earlier signed-in copy named (a session ended by logout is sent after it).
 */
export async function ingestTrackingSessions(
  db: Db,
  sessions: TrackingSession[],
  userId: string | null,
): Promise<IngestResult> {
  // A session twice in one body: the copy with more events wins, as it would across requests.
  const fullest = new Map<string, { day: string; session: TrackingSession }>();
  for (const session of sessions) {
    const day = vietnamDay(new Date(session.started_at * 1000));
    const key = `${day}|${session.session_id}`;
    const before = fullest.get(key);
    if (!before || session.events.length >= before.session.events.length) fullest.set(key, { day, session });
  }
  const sessionRows: SessionRow[] = [];
  const eventRows: Record<string, unknown>[] = [];
  for (const { day, session } of fullest.values()) {
    const ordered =
      session.conversion_status === 'order_success' || session.events.some((e) => e.type === 'OrderSuccess');
    sessionRows.push({
      day,
      session_id: session.session_id,
      user_id: userId,
      device_id: session.device_id,
      started_at: iso(session.started_at),
      ended_at: session.ended_at == null ? null : iso(session.ended_at),
      os_version: session.os_version ?? null,
      app_version: session.app_version ?? null,
      area: session.area,
      language: session.language,
      conversion_status: ordered ? 'order_success' : 'in_progress',
      event_count: session.events.length,
    });
    for (const event of session.events) {
      eventRows.push({
        day,
        session_id: session.session_id,
        event_id: event.event_id,
        type: event.type,
        occurred_at: iso(event.timestamp),
        object_id: event.object_id ?? null,
        metadata: event.metadata ?? null,
      });
    }
  }
  if (sessionRows.length === 0) return { sessions: 0, events: 0 };
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into tracking_sessions as s (day, session_id, user_id, device_id, started_at, ended_at,
        os_version, app_version, area, language, conversion_status, event_count)
      select day, session_id, user_id, device_id, started_at, ended_at, os_version, app_version, area,
        language, conversion_status, event_count
      from jsonb_to_recordset(${JSON.stringify(sessionRows)}::jsonb) as r(day date, session_id text,
        user_id uuid, device_id text, started_at timestamptz, ended_at timestamptz, os_version text,
        app_version text, area text, language text, conversion_status text, event_count integer)
      on conflict (day, session_id) do update set
        user_id = coalesce(excluded.user_id, s.user_id),
        ended_at = case when excluded.event_count >= s.event_count then excluded.ended_at else s.ended_at end,
        os_version = coalesce(excluded.os_version, s.os_version),
        app_version = coalesce(excluded.app_version, s.app_version),
        conversion_status = case when s.conversion_status = 'order_success' then s.conversion_status
          else excluded.conversion_status end,
        event_count = greatest(excluded.event_count, s.event_count),
        received_at = now()`);
    if (eventRows.length > 0) {
      await tx.execute(sql`
        insert into tracking_events (day, session_id, event_id, type, occurred_at, object_id, metadata)
        select day, session_id, event_id, type, occurred_at, object_id, metadata
        from jsonb_to_recordset(${JSON.stringify(eventRows)}::jsonb) as r(day date, session_id text,
          event_id text, type text, occurred_at timestamptz, object_id text, metadata jsonb)
        on conflict do nothing`);
    }
  });
  return { sessions: sessionRows.length, events: eventRows.length };
}
