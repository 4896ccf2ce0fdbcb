// A tiny HTTP client for the audit: a cookie jar per user, the CSRF double-submit header on
// writes, and a tally of every request by status class so each audit row can report its figures.

export const BASE = process.env.AUDIT_BASE_URL ?? 'http://127.0.0.1:3188';
export const DEMO_PASSWORD = process.env.AUDIT_PASSWORD ?? 'Demo@1234';

/** Counts of one audit row: requests, answers by status class, failures (network errors). */
export function newTally() {
  return { requests: 0, '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0, failures: 0 };
}

export class Client {
  constructor(name, tally) {
    this.name = name;
    this.tally = tally;
    this.cookies = new Map();
  }

  /** Raw request; `path` is sent as written (no re-encoding), so odd bytes reach the server. */
  async request(method, path, { body, headers = {}, raw = false, tally = this.tally } = {}) {
    const h = { ...headers };
    if (this.cookies.size > 0) h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method !== 'GET' && this.cookies.has('csrf_token'))
      h['x-csrf-token'] ??= this.cookies.get('csrf_token');
    let payload = body;
    if (body !== undefined && !raw) {
      payload = JSON.stringify(body);
      h['content-type'] ??= 'application/json';
    }
    if (tally) tally.requests++;
    try {
      const res = await fetch(BASE + path, { method, headers: h, body: payload, redirect: 'manual' });
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const eq = pair.indexOf('=');
        const value = pair.slice(eq + 1);
        if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(pair.slice(0, eq));
        else this.cookies.set(pair.slice(0, eq), value);
      }
      const bytes = new Uint8Array(await res.arrayBuffer());
      const text = new TextDecoder().decode(bytes);
      let json;
      try {
        json = JSON.parse(text);
      } catch {}
      if (tally) tally[`${Math.floor(res.status / 100)}xx`]++;
      return { status: res.status, headers: res.headers, text, json, bytes };
    } catch (error) {
      if (tally) tally.failures++;
      return { status: 0, headers: new Headers(), text: String(error), json: undefined };
    }
  }

  get(path, opts) {
    return this.request('GET', path, opts);
  }

  /** Logs in with the demo password; throws when the login fails (the audit cannot go on). */
  async login(email, password = DEMO_PASSWORD) {
    await this.get('/healthz', { tally: null }); // picks up a CSRF cookie first
    const res = await this.request('POST', '/community/v1/auth/login', {
      body: { email, password },
      tally: null,
    });
    if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${res.text.slice(0, 200)}`);
    return this;
  }
}

/** Collects every string that looks like an id (uuid) under `key` names in a JSON answer. */
export function idsIn(json, keys = ['id']) {
  const found = [];
  const walk = (v) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) {
        if (keys.includes(k) && (typeof x === 'string' || typeof x === 'number')) found.push(String(x));
        else walk(x);
      }
  };
  walk(json);
  return found;
}
