import type { Api } from '../../app/create-api';

/**
 * For API tests: a browser that goes through a social sign-in against the simulator, keeping
 * cookies and following the provider's redirects (and Apple's self-posting form) by hand, so
 * each step's answer can be checked or tampered with.
 */
export function socialBrowser(api: Api) {
  const jar = new Map<string, string>();
  async function request(
    path: string,
    init: { method?: string; form?: Record<string, string>; json?: unknown } = {},
  ) {
    const headers: Record<string, string> = { origin: 'http://localhost' };
    if (jar.size > 0) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    } else if (init.json !== undefined) {
      headers['content-type'] = 'application/json';
      headers['x-csrf-token'] = jar.get('csrf_token') ?? '';
      body = JSON.stringify(init.json);
    }
    const res = await api.request(path, { method: init.method ?? (body ? 'POST' : 'GET'), headers, body });
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (attributes.some((a) => /max-age=0\b/i.test(a.trim())) || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    return res;
  }
  const pathOf = (location: string | null) => {
    const url = new URL(location ?? '/', 'http://localhost');
    return `${url.pathname}${url.search}`;
  };
  const hiddenFields = (html: string) =>
    Object.fromEntries(
      [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [
        m[1] ?? '',
        (m[2] ?? '').replaceAll('&quot;', '"').replaceAll('&amp;', '&').replaceAll('&#39;', "'"),
      ]),
    );
  return {
    request,
    cookie: (name: string) => jar.get(name),
    pathOf,
    /** Start at our site; answers the provider's authorize URL (path and query). */
    async start(slug: string, returnTo = '/') {
      const res = await request(`/community/v1/auth/${slug}/start?returnTo=${encodeURIComponent(returnTo)}`);
      if (res.status !== 302) throw new Error(`start answered ${res.status}: ${await res.text()}`);
      return pathOf(res.headers.get('location'));
    },
    /**
     * At the simulated provider: opens the page, "types" the identity and allows; answers the
     * callback to send to our site (a GET path, or Apple's POST fields).
     */
    async consent(
      authorizePath: string,
      identity: { name: string; email?: string; emailVerified?: boolean; decision?: 'allow' | 'deny' },
    ) {
      const page = await request(authorizePath);
      if (page.status !== 200)
        throw new Error(`authorize page answered ${page.status}: ${await page.text()}`);
      const html = await page.text();
      const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
      const res = await request(action, {
        form: {
          ...hiddenFields(html),
          name: identity.name,
          ...(identity.email ? { email: identity.email } : {}),
          ...(identity.emailVerified ? { email_verified: 'true' } : {}),
          decision: identity.decision ?? 'allow',
        },
      });
      if (res.status === 302) return { method: 'GET' as const, path: pathOf(res.headers.get('location')) };
      const posted = await res.text();
      const to = /<form method="post" action="([^"]+)"/.exec(posted)?.[1];
      if (!to) throw new Error(`consent answered ${res.status}: ${posted}`);
      return { method: 'POST' as const, path: pathOf(to), fields: hiddenFields(posted) };
    },
    /** Back at our callback; answers where we send the browser. */
    async callback(back: { method: 'GET' | 'POST'; path: string; fields?: Record<string, string> }) {
      const res =
        back.method === 'GET'
          ? await request(back.path)
          : await request(back.path, { form: back.fields ?? {} });
      if (res.status !== 303) throw new Error(`callback answered ${res.status}: ${await res.text()}`);
      return pathOf(res.headers.get('location'));
    },
  };
}
