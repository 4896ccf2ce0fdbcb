import { type Agent, request } from 'node:http';

/**
 * One simulated buyer talking JSON to the API, as a browser tab would: its own cookies (the
 * guest_token the server sets), over a keep-alive agent shared by all buyers. Cookies are
 * kept by name only (one host, path '/'), which is all the API sets.
 */
export interface JsonAnswer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: answers are read loosely; the bench checks what it needs.
  body: any;
  text: string;
}

export class BuyerSession {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly base: URL,
    private readonly agent: Agent,
  ) {}

  /** Forget every cookie: the next guest request starts a new guest (and a new, empty cart). */
  reset(): void {
    this.cookies.clear();
  }

  /** The Cookie header this buyer sends, for load runs that reuse its sign-in. */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const cookie = this.cookieHeader();
    return new Promise<JsonAnswer>((resolve, reject) => {
      const req = request(
        {
          agent: this.agent,
          host: this.base.hostname,
          port: this.base.port,
          path,
          method,
          headers: {
            accept: 'application/json',
            'accept-encoding': 'identity',
            'accept-language': 'vi',
            ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
            ...(cookie ? { cookie } : {}),
            ...headers,
          },
        },
        (res) => {
          this.remember(res.headers['set-cookie']);
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: unknown = null;
            try {
              parsed = text ? JSON.parse(text) : null;
            } catch {
              // An HTML error page or a cut answer: the caller reports the status and the text.
            }
            resolve({ status: res.statusCode ?? 0, body: parsed, text });
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.setTimeout(60_000, () => req.destroy(new Error('timeout after 60 s')));
      req.end(payload);
    });
  }

  private remember(setCookie: string[] | undefined): void {
    for (const line of setCookie ?? []) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      if (at <= 0) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age\s*=\s*0\s*$/i.test(a));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
