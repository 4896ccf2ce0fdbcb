// Row 4: which security headers each kind of answer carries (present/absent grid).

const CHECKS = {
  'CSP script nonce': (h) => /script-src[^;]*'nonce-/.test(h.get('content-security-policy') ?? ''),
  'CSP no unsafe-inline script': (h) => {
    const csp = h.get('content-security-policy');
    if (!csp) return false;
    const script =
      csp.split(';').find((d) => /^\s*script-src\s/.test(d)) ??
      csp.split(';').find((d) => /^\s*default-src\s/.test(d));
    return !!script && !script.includes("'unsafe-inline'");
  },
  'frame-ancestors': (h) => /frame-ancestors/.test(h.get('content-security-policy') ?? ''),
  'X-Frame-Options': (h) => h.has('x-frame-options'),
  nosniff: (h) => /nosniff/i.test(h.get('x-content-type-options') ?? ''),
  'Referrer-Policy': (h) => h.has('referrer-policy'),
  'Permissions-Policy': (h) => h.has('permissions-policy'),
  'HSTS (http)': (h) => h.has('strict-transport-security'),
};

export async function securityHeaders(users, ids, tally) {
  const anon = users.anonymous;
  anon.tally = tally;
  const home = await anon.get('/');
  const asset = home.text.match(/\/assets\/[\w.-]+\.(?:js|css)/)?.[0];
  const product = await anon.get(`/api/v1/public/products/${ids.product}`);
  const media = product.json?.data?.images?.[0]?.url ?? product.text.match(/\/media\/[^"]+\.webp/)?.[0];
  const targets = {
    'page /': '/',
    'product page': `/san-pham/${ids.product}`,
    'API answer': `/api/v1/public/products/${ids.product}`,
    [`asset ${asset ?? '(none found)'}`]: asset,
    'media file': media,
  };
  const grid = {};
  for (const [label, path] of Object.entries(targets)) {
    if (!path) {
      grid[label] = null;
      continue;
    }
    const res = await anon.get(path);
    const row = { status: res.status };
    for (const [name, check] of Object.entries(CHECKS)) row[name] = check(res.headers);
    // An untrusted client claiming https must not switch HSTS on.
    const claimed = await anon.get(path, { headers: { 'x-forwarded-proto': 'https' } });
    row['HSTS (claims https)'] = claimed.headers.has('strict-transport-security');
    grid[label] = row;
  }
  return { grid };
}
