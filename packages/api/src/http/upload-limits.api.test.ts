import { LIMITS } from '@cho-dep/core/constants/limits';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../accounts/users.tables';
import { prepareCheckoutData } from '../testing/address-fixtures';
import { mp4Bytes } from '../testing/post-fixtures';
import { insertSellerWithShop } from '../testing/shop-fixtures';
import { createTestApp } from '../testing/test-app';

/**
 * One size limit for every upload (LIMITS.upload): every multipart route of the API document,
 * and the bulk product upload beside it, refuses a 6 MB picture with 413 FILE_TOO_LARGE, as
 * the caller who may use it (an admin with an approved shop here).
 */
interface Operation {
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, Property> } }> };
}
interface Property {
  type?: string;
  format?: string;
  items?: Property;
}

const MB = 1024 * 1024;
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function fileOf(bytes: number, head: number[], name: string, type: string): File {
  const body = new Uint8Array(bytes);
  body.set(head);
  return new File([body], name, { type });
}

describe('one upload size limit for every upload route', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let headers: Record<string, string>;
  let routes: { path: string; fields: { name: string; binary: boolean }[] }[];

  beforeAll(async () => {
    t = await createTestApp();
    await prepareCheckoutData(t.ctx);
    const seller = await insertSellerWithShop(t.ctx);
    await t.ctx.database.db
      .update(users)
      .set({ roles: ['buyer', 'seller', 'admin'] })
      .where(eq(users.id, seller.userId));
    headers = seller.headers;
    const doc = (await (await t.api.request('/api/docs')).json()) as {
      paths: Record<string, Record<string, Operation>>;
    };
    routes = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method, op]) => method === 'post' && op.requestBody?.content?.['multipart/form-data'])
        .map(([, op]) => {
          const properties = op.requestBody?.content?.['multipart/form-data']?.schema?.properties ?? {};
          return {
            path: path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
            fields: Object.entries(properties).map(([name, p]) => ({
              name,
              binary: p.format === 'binary' || p.items?.format === 'binary',
            })),
          };
        }),
    );
  });
  afterAll(() => t?.close());

  it('finds every upload route in the API document', () => {
    const paths = routes.map((r) => r.path);
    for (const known of [
      '/community/v1/verify/identity-card',
      '/api/v1/seller/products/media',
      '/api/v1/seller/shop/settings/logo',
      '/api/v1/seller/shop/settings/cover',
    ]) {
      expect(paths).toContain(known);
    }
    expect(paths.length).toBeGreaterThanOrEqual(12);
  });

  it('refuses a 6 MB picture on each of them with 413', async () => {
    const picture = fileOf(6 * MB, PNG, 'photo.png', 'image/png');
    const refused: string[] = [];
    for (const route of routes) {
      const form = new FormData();
      for (const field of route.fields) form.append(field.name, field.binary ? picture : '079203001234');
      const res = await t.api.request(route.path, { method: 'POST', headers, body: form });
      const body = (await res.json()) as { error?: { code: string; params?: unknown } };
      if (res.status !== 413 || body.error?.code !== 'FILE_TOO_LARGE') {
        refused.push(`${route.path}: ${res.status} ${body.error?.code}`);
      }
    }
    expect(refused).toEqual([]);
  });

  it('refuses a 6 MB spreadsheet on the bulk product upload with 413', async () => {
    const form = new FormData();
    form.append(
      'file',
      fileOf(6 * MB, [0x50, 0x4b, 0x03, 0x04], 'products.xlsx', 'application/octet-stream'),
    );
    const res = await t.api.request('/api/v1/seller/product-imports', {
      method: 'POST',
      headers,
      body: form,
    });
    expect(res.status).toBe(413);
  });

  it('lets a video weigh up to the video limit, not the picture limit', async () => {
    const mp4 = [...mp4Bytes(5)];
    const form = new FormData();
    form.append('files', fileOf(6 * MB, mp4, 'clip.mp4', 'video/mp4'));
    const res = await t.api.request('/api/v1/seller/products/media', { method: 'POST', headers, body: form });
    expect(res.status).toBe(201);
    const tooLong = new FormData();
    tooLong.append('files', fileOf(LIMITS.upload.videoMaxBytes + 1, mp4, 'clip.mp4', 'video/mp4'));
    const refused = await t.api.request('/api/v1/seller/products/media', {
      method: 'POST',
      headers,
      body: tooLong,
    });
    expect(refused.status).toBe(413);
  });

  it('caps a multipart request on any path at the largest upload', async () => {
    const form = new FormData();
    form.append('file', fileOf(LIMITS.upload.videoMaxBytes + 128 * 1024, PNG, 'big.png', 'image/png'));
    const res = await t.api.request('/api/v1/no-upload-here', { method: 'POST', headers, body: form });
    expect(res.status).toBe(413);
  });
});
