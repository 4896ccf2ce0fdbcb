import { z } from 'zod';
import { COUNTRIES, LANGUAGES } from '../locale/locales';
import { TRACKING_BOUNDS } from './tracking-bounds';
import { TRACKING_EVENT_TYPES } from './tracking-event-types';

export const CONVERSION_STATUSES = ['in_progress', 'order_success'] as const;
export type ConversionStatus = (typeof CONVERSION_STATUSES)[number];

const B = TRACKING_BOUNDS;
const idSchema = z
  .string()
  .min(1)
  .max(B.idMax)
  .regex(/^[\w.:-]+$/, 'validation.tracking.id');

function epochSecondsSchema(nowSeconds: number) {
  return z
    .number()
    .int()
    .min(B.earliestSeconds, 'validation.tracking.timestamp')
    .max(Math.min(nowSeconds + B.futureSkewSeconds, 4_102_444_800), 'validation.tracking.timestamp');
}

const metadataSchema = z
  .record(z.string().max(60), z.union([z.string().max(500), z.number(), z.boolean(), z.null()]))
  .refine((value) => JSON.stringify(value).length <= B.metadataMax, 'validation.tracking.metadata');

/**
 * The body of POST /api/v1/mobile/trackings/tracking-session (product.md §3, §7): one session,
 * or a bulk body of sessions a client could not send earlier. Snake case as the mobile apps
 * send it. Timestamps are epoch seconds.
 * `nowSeconds` lets the server refuse clocks far ahead; the OpenAPI document uses the default.
 */
export function makeTrackingSessionSchema(nowSeconds = 4_102_444_800) {
  const seconds = epochSecondsSchema(nowSeconds);
  return z
    .object({
      session_id: idSchema,
      user_id: z.uuid().nullish(),
      started_at: seconds,
      ended_at: seconds.nullish(),
      os_version: z.string().trim().max(B.versionMax).nullish(),
      device_id: idSchema,
      app_version: z.string().trim().max(B.versionMax).nullish(),
      area: z.enum(COUNTRIES).default('VN'),
      // The mobile apps' `kr` means English, as in Accept-Language (product.md §7).
      language: z
        .string()
        .transform((value) => (value === 'kr' ? 'en' : value))
        .pipe(z.enum(LANGUAGES))
        .default('vi'),
      conversion_status: z.enum(CONVERSION_STATUSES).default('in_progress'),
      events: z
        .array(
          z.object({
            event_id: idSchema,
            type: z.enum(TRACKING_EVENT_TYPES),
            timestamp: seconds,
            object_id: z.string().max(B.objectIdMax).nullish(),
            metadata: metadataSchema.nullish(),
          }),
        )
        .max(B.eventsPerSessionMax),
    })
    .refine((s) => s.ended_at == null || s.ended_at >= s.started_at, {
      path: ['ended_at'],
      message: 'validation.tracking.endedBeforeStart',
    });
}

export function makeTrackingBulkSchema(nowSeconds = 4_102_444_800) {
  return z
    .object({
      sessions: z.array(makeTrackingSessionSchema(nowSeconds)).min(1).max(B.sessionsPerBulkMax),
      count: z.number().int().min(1).max(B.sessionsPerBulkMax),
      timestamp: epochSecondsSchema(nowSeconds),
    })
    .refine((bulk) => bulk.count === bulk.sessions.length, {
      path: ['count'],
      message: 'validation.tracking.count',
    });
}

export type TrackingSession = z.output<ReturnType<typeof makeTrackingSessionSchema>>;

/** A bulk body is told apart from a session body by its `sessions` list. */
export function isBulkBody(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'sessions' in body;
}

/** Either body as a list of sessions, or the zod error naming the bad fields. */
export function parseTrackingBody(body: unknown, nowSeconds: number) {
  if (isBulkBody(body)) {
    const bulk = makeTrackingBulkSchema(nowSeconds).safeParse(body);
    return bulk.success ? { success: true as const, sessions: bulk.data.sessions } : bulk;
  }
  const one = makeTrackingSessionSchema(nowSeconds).safeParse(body);
  return one.success ? { success: true as const, sessions: [one.data] } : one;
}
