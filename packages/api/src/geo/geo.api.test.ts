import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';

describe('GET /api/v1/public/get-ip-country', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const countryOf = async (headers: Record<string, string>) => {
    const res = await t.api.request('/api/v1/public/get-ip-country', { headers });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: { country_code: string } }).data.country_code;
  };

  it('answers VN for a loopback or private address', async () => {
    expect(await countryOf({})).toBe('VN');
    expect(await countryOf({ 'x-forwarded-for': '192.168.1.20' })).toBe('VN');
  });

  it('looks public addresses up in the offline database', async () => {
    expect(await countryOf({ 'x-forwarded-for': '14.160.0.1' })).toBe('VN');
    expect(await countryOf({ 'x-forwarded-for': '211.234.0.1, 127.0.0.1' })).toBe('KR');
  });

  it('lets X-Country override the address, answering ISO codes', async () => {
    expect(await countryOf({ 'x-country': 'KR', 'x-forwarded-for': '14.160.0.1' })).toBe('KR');
    expect(await countryOf({ 'x-country': 'KO' })).toBe('KR');
    expect(await countryOf({ 'x-country': 'VN', 'x-forwarded-for': '211.234.0.1' })).toBe('VN');
  });
});
