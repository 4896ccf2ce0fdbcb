import { createRoute, z } from '@hono/zod-openapi';
import { sql } from 'drizzle-orm';
import { createRouter } from '../http/router';

const healthRoute = createRoute({
  method: 'get',
  path: '/healthz',
  tags: ['System'],
  summary: 'Liveness and database reachability',
  responses: {
    200: {
      description: 'The server and its database answer',
      content: {
        'application/json': { schema: z.object({ status: z.literal('ok'), database: z.string() }) },
      },
    },
  },
});

export function healthRoutes() {
  return createRouter().openapi(healthRoute, async (c) => {
    const { database } = c.get('app');
    await database.db.execute(sql`select 1`);
    return c.json({ status: 'ok' as const, database: database.kind }, 200);
  });
}
