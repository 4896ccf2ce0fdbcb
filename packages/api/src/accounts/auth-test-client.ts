import { normaliseTarget } from '@cho-dep/core/verification/verification-target';
import type { AppContext } from '../app/app-context';
import type { Api } from '../app/create-api';
import { latestMessageTo } from '../outbox/outbox-service';

/**
 * For API tests: a tiny browser that keeps cookies between requests (as a real one would)
 * so cookie login, CSRF double submit and guest cookies are exercised end to end.
 */
export function cookieClient(api: Api, baseHeaders: Record<string, string> = {}) {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  async function request(
    path: string,
    init: { method?: string; json?: unknown; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { ...baseHeaders, ...init.headers };
    if (jar.size > 0) headers.cookie = cookieHeader();
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    const res = await api.request(path, {
      method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
      headers,
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((a) => /max-age=0\b/i.test(a.trim()));
      if (expired || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    return res;
  }
  return {
    request,
    cookie: (name: string) => jar.get(name),
    setCookie: (name: string, value: string) => jar.set(name, value),
    /** A write with the CSRF header the web api-client adds. */
    write(path: string, json: unknown = {}, headers: Record<string, string> = {}) {
      return request(path, {
        method: 'POST',
        json,
        headers: { 'x-csrf-token': jar.get('csrf_token') ?? '', ...headers },
      });
    },
  };
}

export const strongPassword = 'Secret#123';

export function registrationBody(overrides: Record<string, unknown> = {}) {
  return {
    fullName: 'Nguyễn Thị Lan',
    email: `lan-${Math.random().toString(36).slice(2, 10)}@example.vn`,
    password: strongPassword,
    confirmPassword: strongPassword,
    ...overrides,
  };
}

/**
 * Sign-up as a client does it: register (a code goes to the address), read the code from the
 * outbox, confirm with the ticket. Answers the confirm response (201 with the session).
 */
export async function signUp(
  t: { api: Api; ctx: AppContext },
  body: Record<string, unknown>,
  browser?: ReturnType<typeof cookieClient>,
  /** The first step: sign-up, or the quick account of a guest (`/community/v1/user/register-guest-user`). */
  startPath = '/community/v2/auth/register',
): Promise<Response> {
  const post = (path: string, json: unknown) =>
    browser
      ? browser.write(path, json)
      : t.api.request(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(json),
        });
  const started = await post(startPath, body);
  if (started.status !== 202) return started;
  const { ticket } = ((await started.json()) as { data: { ticket: string } }).data;
  const target = normaliseTarget(String(body.email || body.phone));
  const message = await latestMessageTo(t.ctx.database.db, target);
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no sign-up code was sent to ${target}`);
  return post('/community/v2/auth/register/confirm', { ticket, code });
}
