import type { Api } from '../app/create-api';

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
