import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners } from '../banners/banners.tables';
import { createTestApp } from '../testing/test-app';
import type { HomeView } from './storefront-views';

const DAY = 86_400_000;

/** The platform's home banners speak the visitor's language when their copy is written in it. */
describe('home banner titles', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
    await t.ctx.database.db.insert(banners).values({
      shopId: null,
      title: 'Hè rực rỡ: đầm mới về',
      titles: { en: 'Bright summer: new dresses', ko: '찬란한 여름: 원피스 신상품' },
      type: 'home',
      imageKey: 'catalog/banners/home-test',
      startsAt: new Date(t.ctx.now().getTime() - DAY),
      endsAt: new Date(t.ctx.now().getTime() + DAY),
    });
  });
  afterAll(() => t.close());

  const titlesIn = async (language: string) => {
    const res = await t.api.request('/api/v1/public/home', { headers: { 'accept-language': language } });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: HomeView }).data.banners.map((b) => b.title);
  };

  it('reads the title in English, Korean or Vietnamese', async () => {
    expect(await titlesIn('vi')).toContain('Hè rực rỡ: đầm mới về');
    expect(await titlesIn('en')).toContain('Bright summer: new dresses');
    expect(await titlesIn('ko')).toContain('찬란한 여름: 원피스 신상품');
  });
});
