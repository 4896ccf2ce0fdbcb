import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueAccessToken, signIdToken, subjectFor } from '../../oauth-simulator/simulator-grants';
import { createTestApp } from '../../testing/test-app';
import { routeSocialFetch } from './social-fetch';
import { DEV_CLIENTS } from './social-settings';
import { socialBrowser } from './social-test-browser';

/** POST /community/v1/auth/{provider}: tokens an app got from the provider's SDK. */
describe('social sign-in with an app token', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
    routeSocialFetch(t.ctx, async (input, init) => t.api.request(String(input), init));
  });
  afterAll(() => t.close());

  const googleIssuer = 'http://localhost/dev/oauth/google';
  const appleIssuer = 'http://localhost/dev/oauth/apple';
  const claims = (overrides: Record<string, unknown> = {}) => ({
    iss: googleIssuer,
    aud: DEV_CLIENTS.google.clientId,
    sub: subjectFor('google', 'app.user@example.vn'),
    email: 'app.user@example.vn',
    email_verified: true,
    name: 'Người Dùng App',
    nonce: 'n-0S6_WzA2Mj',
    ...overrides,
  });

  async function post(slug: string, body: unknown) {
    const browser = socialBrowser(t.api);
    await browser.request('/community/v1/auth/social-providers');
    const res = await browser.request(`/community/v1/auth/${slug}`, { json: body });
    return { res, body: await res.json(), browser };
  }

  it('signs in with a Google ID token the library accepts, the same account again', async () => {
    const idToken = await signIdToken(claims());
    const first = await post('google', { idToken, nonce: 'n-0S6_WzA2Mj' });
    expect(first.res.status).toBe(200);
    expect(first.body.data.user).toMatchObject({ email: 'app.user@example.vn', email_verified: true });
    const again = await post('google', { idToken: await signIdToken(claims()) });
    expect(again.body.data.user.id).toBe(first.body.data.user.id);
  });

  it.each([
    [
      'a tampered token',
      async () => {
        const [head, , sig] = (await signIdToken(claims())).split('.');
        const forged = Buffer.from(JSON.stringify(claims({ email: 'admin@demo.vn' }))).toString('base64url');
        return { idToken: `${head}.${forged}.${sig}` };
      },
    ],
    [
      'another audience',
      async () => ({
        idToken: await signIdToken(claims({ aud: 'someone-else.apps.googleusercontent.com' })),
      }),
    ],
    ['another issuer', async () => ({ idToken: await signIdToken(claims({ iss: 'https://evil.example' })) })],
    ['a wrong nonce', async () => ({ idToken: await signIdToken(claims()), nonce: 'not-the-one' })],
    ['an expired token', async () => ({ idToken: await signIdToken(claims(), { expiresInSeconds: -120 }) })],
  ])('refuses %s (401 SOCIAL_TOKEN_INVALID)', async (_name, make) => {
    const { res, body, browser } = await post('google', await make());
    expect(res.status).toBe(401);
    expect(body.error.code).toBe('SOCIAL_TOKEN_INVALID');
    expect(browser.cookie('token')).toBeUndefined();
  });

  it('Apple needs the nonce; its hashed form is accepted', async () => {
    const raw = 'apple-raw-nonce-123';
    const hashed = (await import('node:crypto')).createHash('sha256').update(raw).digest('hex');
    const idToken = await signIdToken({
      iss: appleIssuer,
      aud: DEV_CLIENTS.apple.clientId,
      sub: subjectFor('apple', 'apple.app@example.vn'),
      email: 'apple.app@example.vn',
      email_verified: 'true',
      nonce: hashed,
    });
    expect((await post('apple', { idToken })).res.status).toBe(401);
    const ok = await post('apple', { idToken, nonce: raw, fullName: 'Táo Xanh' });
    expect(ok.res.status).toBe(200);
    expect(ok.body.data.user).toMatchObject({ fullName: 'Táo Xanh', email_verified: true });
  });

  it('a verified e-mail of an account answers 202 with a link token', async () => {
    const { createUserForSeed } = await import('../seed-users');
    await createUserForSeed(t.ctx.database.db, {
      email: 'co.san@example.vn',
      fullName: 'Có Sẵn',
      password: 'Owner#2024',
      roles: [],
    });
    const { res, body } = await post('google', {
      idToken: await signIdToken(claims({ sub: 'g-co-san', email: 'co.san@example.vn' })),
    });
    expect(res.status).toBe(202);
    expect(body.data).toMatchObject({
      status: 'confirm_link',
      linkToken: expect.stringMatching(/^[\w-]{43}$/),
    });
  });

  const grant = (clientId: string, provider: 'facebook' | 'zalo') => ({
    provider,
    clientId,
    redirectUri: '',
    codeChallenge: '',
    nonce: null,
    identity: {
      subject: subjectFor(provider, `${clientId}@x`),
      name: 'Người Dùng FB',
      email: null,
      emailVerified: false,
    },
  });

  it("Facebook: our app's token signs in, another app's is refused", async () => {
    const ours = await issueAccessToken(t.ctx.store, grant(DEV_CLIENTS.facebook.appId, 'facebook'));
    expect((await post('facebook', { accessToken: ours })).res.status).toBe(200);
    const theirs = await issueAccessToken(t.ctx.store, grant('999999', 'facebook'));
    const refused = await post('facebook', { accessToken: theirs });
    expect(refused.res.status).toBe(401);
    expect((await post('facebook', { idToken: 'x'.repeat(30) })).res.status).toBe(400);
  });

  it('Zalo: a valid access token signs in, a made-up one is refused', async () => {
    const token = await issueAccessToken(t.ctx.store, grant(DEV_CLIENTS.zalo.appId, 'zalo'));
    expect((await post('zalo-v2', { accessToken: token })).res.status).toBe(200);
    expect((await post('zalo-v2', { accessToken: 'made-up-token-1234' })).res.status).toBe(401);
  });
});
