import { Hono } from 'hono';
import { z } from 'zod';
import { devToolCallersOnly } from '../http/dev-tools-access';
import { setTestClockOffset, testClockNow } from './test-clock';

const body = z.object({
  /** How far ahead of the real time the server's clock runs; 0 puts it back. At most 30 days. */
  offsetMs: z
    .number()
    .int()
    .min(0)
    .max(30 * 86_400_000),
});

/** PUT /dev/clock {offsetMs}: moves the server's clock (TEST_CLOCK=on only; see test-clock.ts). */
export function testClockRoutes() {
  const app = new Hono();
  app.put('/dev/clock', devToolCallersOnly(), async (c) => {
    const parsed = body.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ error: { code: 'VALIDATION_FAILED' } }, 400);
    setTestClockOffset(parsed.data.offsetMs);
    return c.json({ data: { now: testClockNow().toISOString() } }, 200);
  });
  return app;
}
