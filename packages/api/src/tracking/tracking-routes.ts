import { AppError } from '@cho-dep/core/errors/app-error';
import { FUNNEL_STEPS } from '@cho-dep/core/tracking/tracking-event-types';
import { funnelBy, funnelTotal } from '@cho-dep/core/tracking/tracking-funnel';
import {
  makeTrackingBulkSchema,
  makeTrackingSessionSchema,
  parseTrackingBody,
} from '@cho-dep/core/tracking/tracking-session-schema';
import { trackingCharges } from '@cho-dep/core/tracking/tracking-throttle';
import { calendarDaySchema } from '@cho-dep/core/validation/date-fields';
import { toFieldErrors } from '@cho-dep/core/validation/field-errors';
import { createRoute, z } from '@hono/zod-openapi';
import { spend } from '../accounts/throttle-counters';
import { adminGuarded, adminOnly, dataAnswer } from '../admin/admin-route-kit';
import { objectParsedLater } from '../http/parsed-later';
import { errorResponses } from '../http/responses';
import { createRouter } from '../http/router';
import { funnelRange, funnelRows } from './tracking-funnel-query';
import { ingestTrackingSessions } from './tracking-ingest';

const ingestRoute = createRoute({
  method: 'post',
  path: '/api/v1/mobile/trackings/tracking-session',
  tags: ['Tracking'],
  security: [{ bearerAuth: [] }, {}],
  summary: 'Store a browsing session, or a bulk body of sessions a client kept unsent',
  description:
    "Signed in or not. The member is the signed-in one, never the body's `user_id`. Sent again as the session grows: the fullest copy of a session is kept and each event stored once. Timestamps are epoch seconds, at most a day ahead of the server.",
  request: {
    body: {
      content: {
        'application/json': {
          schema: objectParsedLater(
            z.union([makeTrackingSessionSchema(), makeTrackingBulkSchema()]),
            'One session, or { sessions, count, timestamp }',
          ),
        },
      },
      required: true,
    },
  },
  responses: {
    201: dataAnswer(
      'Stored (duplicates counted as stored)',
      z.object({ sessions: z.number().int(), events: z.number().int() }),
    ),
    400: errorResponses[400],
    429: errorResponses[429],
  },
});

const funnelQuery = z.object({
  from: calendarDaySchema().optional(),
  to: calendarDaySchema().optional(),
  by: z.enum(['day', 'language', 'area', 'device']).default('day'),
});

const groupSchema = z.object({
  key: z.string(),
  sessions: z.number().int(),
  view: z.number().int(),
  cart: z.number().int(),
  checkout: z.number().int(),
  order: z.number().int(),
  rates: z.object({
    cart: z.number().nullable(),
    checkout: z.number().nullable(),
    order: z.number().nullable(),
  }),
  overall: z.number().nullable(),
});

const funnelRoute = createRoute({
  method: 'get',
  path: '/api/v1/admin/tracking/funnel',
  tags: ['Admin'],
  middleware: [adminOnly] as const,
  summary: 'Shopping behaviour: sessions and the view → cart → checkout → order funnel over Vietnam days',
  description: `Steps: ${FUNNEL_STEPS.join(', ')}. Defaults to the last 14 days; at most 92 days.`,
  request: { query: funnelQuery },
  responses: {
    200: dataAnswer(
      'The funnel, in total and by the dimension asked',
      z.object({
        from: z.string(),
        to: z.string(),
        by: z.string(),
        total: groupSchema,
        groups: z.array(groupSchema),
      }),
    ),
    400: errorResponses[400],
    ...adminGuarded,
  },
});

export function trackingRoutes() {
  return createRouter()
    .openapi(ingestRoute, async (c) => {
      const app = c.get('app');
      const info = c.get('info');
      await spend(app, trackingCharges({ ip: info.ip, deviceId: info.deviceId }));
      // The route's validator took the JSON object; which body it is decides the schema.
      const parsed = parseTrackingBody(await c.req.json(), Math.floor(app.now().getTime() / 1000));
      if (!parsed.success) throw new AppError('VALIDATION_FAILED', { fields: toFieldErrors(parsed.error) });
      const stored = await ingestTrackingSessions(
        app.database.db,
        parsed.sessions,
        c.get('user')?.userId ?? null,
      );
      return c.json({ data: stored }, 201);
    })
    .openapi(funnelRoute, async (c) => {
      const app = c.get('app');
      const query = c.req.valid('query');
      const range = funnelRange(app.now(), query.from, query.to);
      const rows = await funnelRows(app.database.db, range.from, range.to);
      return c.json(
        { data: { ...range, by: query.by, total: funnelTotal(rows), groups: funnelBy(rows, query.by) } },
        200,
      );
    });
}
