import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app';
import { createUserForSeed } from '../seed-users';
import { users } from '../users.tables';
import { DEMO_SOCIAL_EMAIL, seedSocialDemo } from './seed-social-demo';
import { routeSocialFetch } from './social-fetch';
import { oauthAttempts, userIdentities } from './social-identities.tables';
import { socialBrowser } from './social-test-browser';

describe('social sign-in through the provider simulator', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
    routeSocialFetch(t.ctx, async (input, init) => t.api.request(String(input), init));
  });
  afterAll(() => t.close());

  async function signIn(
    slug: string,
    identity: { name: string; email?: string; emailVerified?: boolean },
    returnTo = '/',
  ) {
    const browser = socialBrowser(t.api);
    await browser.request('/community/v1/auth/social-providers');
    const back = await browser.consent(await browser.start(slug, returnTo), identity);
    const landed = await browser.callback(back);
    return { browser, landed };
  }

  it('offers the four providers, the simulator on in tests', async () => {
    const res = await t.api.request('/community/v1/auth/social-providers');
    expect((await res.json()).data).toEqual({
      providers: ['google', 'facebook', 'zalo-v2', 'apple'],
      simulator: true,
    });
  });

  it.each([
    ['google', { name: 'Lê Thu Hà', email: 'thuha.g@example.vn', emailVerified: true }, true],
    ['facebook', { name: 'Phạm Quốc Bảo', email: 'bao.fb@example.vn' }, false],
    ['zalo-v2', { name: 'Trần Minh Zalo' }, false],
    ['apple', { name: 'Đỗ Lan Anh', email: 'lananh.apple@example.vn', emailVerified: true }, true],
  ] as const)(
    '%s: a new account the first time, the same account the second',
    async (slug, identity, verified) => {
      const first = await signIn(slug, identity, '/gio-hang');
      expect(first.landed).toBe('/gio-hang');
      expect(first.browser.cookie('token')).toMatch(/^[\w-]{43}$/);
      const provider = slug === 'zalo-v2' ? 'zalo' : slug;
      const linked = await t.ctx.database.db
        .select()
        .from(userIdentities)
        .where(eq(userIdentities.provider, provider));
      const mine = linked.find(
        (row) =>
          row.displayName === identity.name || row.email === ('email' in identity ? identity.email : null),
      );
      expect(mine).toBeDefined();
      const [user] = await t.ctx.database.db
        .select()
        .from(users)
        .where(eq(users.id, mine?.userId ?? ''));
      expect(user?.fullName).toBe(identity.name);
      expect(user?.email).toBe('email' in identity ? identity.email : null);
      expect(user?.emailVerified).toBe(verified);
      // No password ever opens it.
      const login = await t.api.request('/community/v1/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: user?.email ?? 'nobody@example.vn',
          password: '!social-sign-in:no-password',
        }),
      });
      expect(login.status).toBe(401);

      const second = await signIn(slug, identity);
      expect(second.landed).toBe('/');
      const again = await t.ctx.database.db
        .select()
        .from(userIdentities)
        .where(eq(userIdentities.userId, user?.id ?? ''));
      expect(again).toHaveLength(1);
      expect(second.browser.cookie('token')).not.toBe(first.browser.cookie('token'));
    },
  );

  it('Apple gives the name only the first time; the account keeps it', async () => {
    const identity = { name: 'Vũ Hải Đăng', email: 'haidang.apple@example.vn', emailVerified: true };
    const browser = socialBrowser(t.api);
    const firstBack = await browser.consent(await browser.start('apple'), identity);
    expect(firstBack.method).toBe('POST');
    expect(JSON.parse(firstBack.fields?.user ?? '{}')).toMatchObject({
      name: { lastName: 'Vũ', firstName: 'Hải Đăng' },
    });
    await browser.callback(firstBack);
    const secondBack = await browser.consent(await browser.start('apple'), identity);
    expect(secondBack.fields?.user).toBeUndefined();
    await browser.callback(secondBack);
    const [user] = await t.ctx.database.db.select().from(users).where(eq(users.email, identity.email));
    expect(user?.fullName).toBe('Vũ Hải Đăng');
  });

  it('a verified e-mail of an existing account asks for its password: wrong refused, right links, once', async () => {
    const owner = await createUserForSeed(t.ctx.database.db, {
      email: 'chu.tai.khoan@example.vn',
      fullName: 'Chủ Tài Khoản',
      password: 'Owner#2024',
      roles: [],
    });
    const { browser, landed } = await signIn(
      'google',
      { name: 'Chủ TK Google', email: 'chu.tai.khoan@example.vn', emailVerified: true },
      '/tim-kiem?q=ao',
    );
    expect(landed).toMatch(/^\/lien-ket-tai-khoan\?token=[\w-]{43}$/);
    expect(browser.cookie('token')).toBeUndefined();
    const token = new URL(landed, 'http://x').searchParams.get('token') ?? '';
    const shown = await browser.request(`/community/v1/auth/social/link?token=${token}`);
    expect((await shown.json()).data).toMatchObject({
      provider: 'google',
      email: 'chu.tai.khoan@example.vn',
    });

    const wrong = await browser.request('/community/v1/auth/social/link', {
      json: { token, password: 'Wrong#2024' },
    });
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).error.code).toBe('INVALID_CREDENTIALS');
    const right = await browser.request('/community/v1/auth/social/link', {
      json: { token, password: 'Owner#2024' },
    });
    expect(right.status).toBe(200);
    const body = (await right.json()).data;
    expect(body.user.email).toBe('chu.tai.khoan@example.vn');
    expect(body.returnTo).toBe('/tim-kiem?q=ao');
    expect(browser.cookie('token')).toBe(body.token);
    const reused = await browser.request('/community/v1/auth/social/link', {
      json: { token, password: 'Owner#2024' },
    });
    expect((await reused.json()).error.code).toBe('SOCIAL_LINK_EXPIRED');

    // From now on Google signs straight into the owner's account.
    const next = await signIn('google', {
      name: 'Chủ TK Google',
      email: 'chu.tai.khoan@example.vn',
      emailVerified: true,
    });
    expect(next.landed).toBe('/');
    const [identity] = await t.ctx.database.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.userId, owner.id));
    expect(identity?.provider).toBe('google');
  });

  it('never links on an unverified e-mail: a separate account without it', async () => {
    await createUserForSeed(t.ctx.database.db, {
      email: 'khong.xac.minh@example.vn',
      fullName: 'Người Có Sẵn',
      password: 'Owner#2024',
      roles: [],
    });
    const { landed, browser } = await signIn('google', {
      name: 'Kẻ Mạo Danh',
      email: 'khong.xac.minh@example.vn',
    });
    expect(landed).toBe('/');
    expect(browser.cookie('token')).toBeDefined();
    const [created] = await t.ctx.database.db.select().from(users).where(eq(users.fullName, 'Kẻ Mạo Danh'));
    expect(created?.email).toBeNull();
  });

  it('a pending link expires', async () => {
    await createUserForSeed(t.ctx.database.db, {
      email: 'het.han@example.vn',
      fullName: 'Hết Hạn',
      password: 'Owner#2024',
      roles: [],
    });
    const { landed, browser } = await signIn('apple', {
      name: 'Hết Hạn',
      email: 'het.han@example.vn',
      emailVerified: true,
    });
    const token = new URL(landed, 'http://x').searchParams.get('token') ?? '';
    t.advance(16 * 60_000);
    const late = await browser.request('/community/v1/auth/social/link', {
      json: { token, password: 'Owner#2024' },
    });
    expect((await late.json()).error.code).toBe('SOCIAL_LINK_EXPIRED');
  });

  it('the demo seed: the first preset at Google opens the seeded account, twice seeding changes nothing', async () => {
    await seedSocialDemo(t.ctx);
    await seedSocialDemo(t.ctx);
    const [seeded] = await t.ctx.database.db.select().from(users).where(eq(users.email, DEMO_SOCIAL_EMAIL));
    const { landed } = await signIn('google', {
      name: 'Lê Thu Hà',
      email: DEMO_SOCIAL_EMAIL,
      emailVerified: true,
    });
    expect(landed).toBe('/');
    const identities = await t.ctx.database.db
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.userId, seeded?.id ?? ''));
    expect(identities).toHaveLength(1);
    expect(identities[0]?.lastSignInAt).not.toBeNull();
  });

  describe('refusals at the callback', () => {
    const identity = { name: 'Thử Sai', email: 'thu.sai@example.vn', emailVerified: true };

    it('a replayed state', async () => {
      const browser = socialBrowser(t.api);
      const back = await browser.consent(await browser.start('google'), identity);
      await browser.callback(back);
      expect(await browser.callback(back)).toBe('/?login=1&social_error=SOCIAL_SIGN_IN_FAILED');
    });

    it("another browser's state (a sign-in link someone sent)", async () => {
      const attacker = socialBrowser(t.api);
      const back = await attacker.consent(await attacker.start('google'), identity);
      const victim = socialBrowser(t.api);
      expect(await victim.callback(back)).toBe('/?login=1&social_error=SOCIAL_SIGN_IN_FAILED');
      expect(victim.cookie('token')).toBeUndefined();
    });

    it('a wrong PKCE verifier', async () => {
      const browser = socialBrowser(t.api);
      const authorize = await browser.start('zalo-v2', '/gio-hang');
      const state = new URL(authorize, 'http://x').searchParams.get('state') ?? '';
      await t.ctx.database.db
        .update(oauthAttempts)
        .set({ codeVerifier: 'x'.repeat(43) })
        .where(eq(oauthAttempts.state, state));
      const back = await browser.consent(authorize, { name: 'Zalo Sai' });
      expect(await browser.callback(back)).toBe('/gio-hang?login=1&social_error=SOCIAL_SIGN_IN_FAILED');
    });

    it('a cancel at the provider', async () => {
      const browser = socialBrowser(t.api);
      const back = await browser.consent(await browser.start('facebook', '/gio-hang'), {
        ...identity,
        decision: 'deny',
      });
      expect(await browser.callback(back)).toBe('/gio-hang?login=1&social_error=SOCIAL_SIGN_IN_CANCELLED');
    });

    it('an expired attempt', async () => {
      const browser = socialBrowser(t.api);
      const back = await browser.consent(await browser.start('google'), identity);
      t.advance(11 * 60_000);
      expect(await browser.callback(back)).toBe('/?login=1&social_error=SOCIAL_SIGN_IN_FAILED');
    });

    it('a return path to another site is not followed', async () => {
      const { landed } = await signIn('google', identity, '//evil.example/x');
      expect(landed).toBe('/');
    });
  });
});
