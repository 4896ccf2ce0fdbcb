import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../app/config';
import type { ApiEnv } from '../http/hono-env';
import {
  cookieNameFor,
  issueCsrfToken,
  setOAuthCookie,
  setSessionCookie,
  TOKEN_COOKIE,
} from './auth-cookies';

/** COOKIE_DOMAIN (product.md §4 Login step 1, §9): the login cookie shared by the subdomains. */
function cookiesWith(env: Record<string, string>) {
  const config = loadConfig({ NODE_ENV: 'test', ...env });
  const app = new Hono<ApiEnv>();
  app.get('/', (c) => {
    c.set('app', { config } as ApiEnv['Variables']['app']);
    setSessionCookie(c, 'session-token');
    issueCsrfToken(c);
    setOAuthCookie(c, 'state-1', 600);
    return c.text('ok');
  });
  return { config, headers: async () => (await app.request('/')).headers.getSetCookie() };
}

describe('the shared login cookie', () => {
  it('over https with COOKIE_DOMAIN: __Secure-, the parent domain, SameSite=None', async () => {
    const { config, headers } = cookiesWith({ PUBLIC_URL: 'https://chodep.vn', COOKIE_DOMAIN: '.chodep.vn' });
    const [token, csrf, oauth] = await headers();
    expect(cookieNameFor(config, TOKEN_COOKIE)).toBe('__Secure-token');
    expect(token).toMatch(/^__Secure-token=session-token;/);
    expect(token).toContain('Domain=.chodep.vn');
    expect(token).toContain('Secure');
    expect(token).toContain('SameSite=None');
    expect(token).toContain('HttpOnly');
    // CSRF stays per host: a sibling subdomain cannot read or plant it.
    expect(csrf).toMatch(/^__Host-csrf_token=/);
    expect(csrf).not.toContain('Domain=');
    // The sign-in state follows Apple's cross-site form_post.
    expect(oauth).toMatch(/^__Host-oauth_state=state-1;/);
    expect(oauth).toContain('SameSite=None');
  });

  it('without COOKIE_DOMAIN nothing changes: __Host- on https, plain and Lax on http', async () => {
    const https = await cookiesWith({ PUBLIC_URL: 'https://chodep.vn' }).headers();
    expect(https[0]).toMatch(/^__Host-token=/);
    expect(https[0]).toContain('SameSite=Lax');
    expect(https[0]).not.toContain('Domain=');
    const http = await cookiesWith({}).headers();
    expect(http[0]).toMatch(/^token=session-token;/);
    expect(http[0]).toContain('SameSite=Lax');
    expect(http[0]).not.toContain('Secure');
  });

  it('refuses a COOKIE_DOMAIN that is not a domain', () => {
    expect(() => loadConfig({ COOKIE_DOMAIN: 'not a domain' })).toThrow();
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'only-the-id' })).toThrow(/GOOGLE_CLIENT_SECRET/);
  });
});
