import { afterAll, beforeAll, describe, expect } from 'vitest';
import { apiCaller } from '../testing/api-caller';
import { createRaceTestApp, raceIt } from '../testing/race-tests';
import { insertSignedInUser } from '../testing/user-fixtures';
import { socialFeedback } from './social-feedback.tables';

/**
 * Two admins on one feedback at once: one closes it while the other answers. Closed must stay
 * closed: either the answer went first (and the close follows it) or the answer finds it closed
 * and is refused. Without the row lock both read "reviewing" and the answer lands on a closed
 * feedback, reopening it as answered with a mail sent after the close. On PostgreSQL.
 */
describe('social feedback under concurrency', () => {
  let t: Awaited<ReturnType<typeof createRaceTestApp>>;
  let call: ReturnType<typeof apiCaller>;
  let admins: Record<string, string>[];
  beforeAll(async () => {
    t = await createRaceTestApp();
    call = apiCaller(t.api);
    admins = [
      (await insertSignedInUser(t.ctx, { roles: ['buyer', 'admin'] })).headers,
      (await insertSignedInUser(t.ctx, { roles: ['buyer', 'admin'] })).headers,
    ];
  });
  afterAll(() => t.close());

  raceIt('an answer racing a close never leaves a closed feedback answered', async () => {
    for (let round = 0; round < 12; round++) {
      const [row] = await t.ctx.database.db
        .insert(socialFeedback)
        .values({
          organisationName: `Hội thử ${round}`,
          decisionNumber: '1/QĐ',
          email: `race-${round}@example.vn`,
          content: 'Nội dung',
          imageKeys: ['social-feedback/guest/x'],
          status: 'reviewing',
        })
        .returning({ id: socialFeedback.id });
      const id = row?.id as string;
      const [answered, closed] = await Promise.all([
        call(admins[0] as Record<string, string>, 'POST', `/api/v1/admin/social-feedback/${id}/answer`, {
          answer: 'Đã xử lý',
        }),
        call(admins[1] as Record<string, string>, 'PUT', `/api/v1/admin/social-feedback/${id}/status`, {
          status: 'closed',
        }),
      ]);
      expect(closed.status).toBe(200);
      expect([200, 409]).toContain(answered.status);
      const after = await call<{ status: string }>(
        admins[0] as Record<string, string>,
        'GET',
        `/api/v1/admin/social-feedback/${id}`,
      );
      expect(after.body.data?.status).toBe('closed');
    }
  });
});
