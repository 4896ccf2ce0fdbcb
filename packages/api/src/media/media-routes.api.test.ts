import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { insertSignedInUser } from '../testing/user-fixtures';

/**
 * The public media route serves public files only: no spelling of a private document's path
 * (double slashes, encoded slashes, dot segments, double encoding, backslashes, trailing dots,
 * look-alike characters, NUL) reaches it, and broken escapes are the client's 400.
 */
describe('public media route', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const owner = randomUUID();
  const file = `${randomUUID()}.webp`;
  const privateKey = `private/identity/${owner}/${file}`;
  const publicKey = `avatars/${owner}/${file}`;
  const body = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4]);

  beforeAll(async () => {
    t = await createTestApp();
    await t.ctx.storage.put(privateKey, body, 'image/webp');
    await t.ctx.storage.put(publicKey, body, 'image/webp');
  });
  afterAll(() => t?.close());

  it('serves a public file, cached for a year', async () => {
    const res = await t.api.request(`/media/${publicKey}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    // A stored file opened in its own tab (an SVG, say) runs nothing.
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  const rest = `identity/${owner}/${file}`;
  it.each([
    `/media/private/${rest}`,
    `/media//private/${rest}`,
    `/media///private/${rest}`,
    `/media/%2Fprivate/${rest}`,
    `/media/%2fprivate/${rest}`,
    `/media/.%2Fprivate/${rest}`,
    `/media/.%2fprivate/${rest}`,
    `/media/avatars/..%2Fprivate/${rest}`,
    `/media/avatars/..%2fprivate/${rest}`,
    `/media/avatars%2F..%2Fprivate%2F${rest.replaceAll('/', '%2F')}`,
    `/media/%252Fprivate/${rest}`,
    `/media/%2E%2F%2Fprivate/${rest}`,
    `/media/\\private/${rest}`,
    `/media/%5Cprivate/${rest}`,
    `/media/%5cprivate%5c${rest.replaceAll('/', '%5C')}`,
    `/media/private./${rest}`,
    `/media/private%2E/${rest}`,
    `/media/PRIVATE/${rest}`,
    `/media/%EF%BC%8Fprivate/${rest}`,
    `/media/%00/private/${rest}`,
    `/media/private%00/${rest}`,
    `/media/${encodeURIComponent(privateKey)}`,
  ])('never serves a private document at %s', async (path) => {
    const res = await t.api.request(path);
    expect([400, 404]).toContain(res.status);
    expect(res.headers.get('cache-control') ?? '').not.toContain('public');
  });

  it.each(['/media/%ED%A0%80', '/media/%E0%A4%A', '/media/%', '/media/avatars/%C3'])(
    'answers 400 to the broken escape %s',
    async (path) => {
      const res = await t.api.request(path);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('MALFORMED_REQUEST');
    },
  );

  it('serves the private document only on its guarded route, never cached', async () => {
    const docs = '/api/v1/shop-registration/documents/';
    const me = await insertSignedInUser(t.ctx, { id: owner });
    const own = await t.api.request(`${docs}${privateKey}`, { headers: me.headers });
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-store');
    for (const path of [`${docs}/${privateKey}`, `${docs}.%2F${privateKey}`, `${docs}%252F${privateKey}`]) {
      expect((await t.api.request(path, { headers: me.headers })).status, path).toBe(404);
    }
    expect((await t.api.request(`${docs}%ED%A0%80`, { headers: me.headers })).status).toBe(400);
  });
});
