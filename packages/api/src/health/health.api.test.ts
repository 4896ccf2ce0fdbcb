import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';

describe('system endpoints', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers /healthz with the database kind', async () => {
    const res = await t.api.request('/healthz');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.status).toBe('ok');
    expect(['pglite', 'postgres']).toContain(body.database);
    expect(res.headers.get('x-request-id')).toMatch(/[0-9a-f-]{36}/);
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.api.request('/api/docs');
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/healthz']).toBeDefined();
    // The cart, checkout and payment calls are published too.
    for (const path of [
      '/api/v1/mobile/carts/all',
      '/api/v1/mobile/checkout/quote',
      '/api/v1/mobile/checkout/orders',
      '/api/v1/payments/vnpay/ipn',
      '/api/v1/mobile/vouchers',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });

  it('answers unknown API paths with a JSON 404 in the asked language', async () => {
    const res = await t.api.request('/api/v1/nothing-here', { headers: { 'accept-language': 'kr' } });
    expect(res.status).toBe(404);
    const body = await res.json();
    expect(body.error).toMatchObject({ code: 'ROUTE_NOT_FOUND', message: 'This address does not exist' });
  });
});
