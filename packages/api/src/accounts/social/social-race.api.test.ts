import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { signIdToken, subjectFor } from '../../oauth-simulator/simulator-grants';
import { createRaceTestApp, raceIt } from '../../testing/race-tests';
import { users } from '../users.tables';
import { routeSocialFetch } from './social-fetch';
import { userIdentities } from './social-identities.tables';
import { DEV_CLIENTS } from './social-settings';

describe('social sign-in races', () => {
  let t: Awaited<ReturnType<typeof createRaceTestApp>>;
  beforeAll(async () => {
    t = await createRaceTestApp();
    routeSocialFetch(t.ctx, async (input, init) => t.api.request(String(input), init));
  });
  afterAll(() => t.close());

  raceIt('one new identity signing in from two devices at once makes one account', async () => {
    const email = `race-${Math.random().toString(36).slice(2, 8)}@example.vn`;
    const idToken = await signIdToken({
      iss: 'http://localhost/dev/oauth/google',
      aud: DEV_CLIENTS.google.clientId,
      sub: subjectFor('google', email),
      email,
      email_verified: true,
      name: 'Hai Máy Một Lúc',
    });
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        t.api.request('/community/v1/auth/google', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ idToken }),
        }),
      ),
    );
    const bodies = await Promise.all(answers.map((res) => res.json()));
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(bodies.map((body) => body.data.user._id)).size).toBe(1);
    // The losers' accounts went with their transactions: no account without its identity.
    expect(await t.ctx.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
    const linked = await t.ctx.database.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.subject, subjectFor('google', email)));
    expect(linked).toHaveLength(1);
  });
});
