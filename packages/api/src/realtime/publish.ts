import type { Db, Tx } from '@cho-dep/db/client';
import { sql } from 'drizzle-orm';

/** The PostgreSQL channel every server process listens on for stored events to deliver. */
export const REALTIME_CHANNEL = 'realtime';

/** An event for the sockets of some members (their per-user socket rooms). */
export interface RealtimeEnvelope {
  /** User ids the event is for; only their sockets receive it. */
  to: readonly string[];
  /** Socket rooms the event is also for, whoever is in them (a live's viewers). */
  rooms?: readonly string[];
  /** A name from SERVER_EVENTS (core/realtime/realtime-events.ts). */
  event: string;
  data: unknown;
}

// PostgreSQL refuses a notification payload of 8,000 bytes or more; events carry ids and short
// texts, well under this, and a client refetches through the API whatever it needs more of.
const PAYLOAD_MAX_BYTES = 7_900;

/**
 * Announces a stored change to the members concerned, from inside the transaction that made
 * it: PostgreSQL delivers the notification only if and when that transaction commits, so a
 * socket never hears of a message that was rolled back, and hears of a committed one from
 * every server process (each relays to its own sockets).
 */
export async function publishAfterCommit(db: Db | Tx, envelope: RealtimeEnvelope): Promise<void> {
  if (envelope.to.length === 0 && !envelope.rooms?.length) return;
  let payload = JSON.stringify(envelope);
  if (Buffer.byteLength(payload) > PAYLOAD_MAX_BYTES) {
    payload = JSON.stringify({ ...envelope, data: { truncated: true } });
  }
  await db.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${payload})`);
}
