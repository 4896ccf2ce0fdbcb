import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSearchCatalog, names, SEARCH } from './search-catalog.fixture';
import { refreshSearchVocabulary } from './search-vocabulary';

describe('product search: words, documentation and bad parameters', () => {
  let c: Awaited<ReturnType<typeof createSearchCatalog>>;
  beforeAll(async () => {
    c = await createSearchCatalog();
  });
  afterAll(() => c.t.close());

  it('rebuilds the vocabulary from two processes at once without failing (PostgreSQL)', async () => {
    const before = await refreshSearchVocabulary(c.t.ctx);
    const both = await Promise.all([
      refreshSearchVocabulary(c.t.ctx),
      refreshSearchVocabulary(c.t.ctx),
      refreshSearchVocabulary(c.t.ctx, { skipIfBusy: true }),
    ]);
    expect(both.map((result) => result.terms)).toEqual([before.terms, before.terms, before.terms]);
  });

  describe('words', () => {
    it('ignores accents and case', async () => {
      expect(names(await c.search({ q: 'ao thun' }))).toContain('Áo thun cotton form rộng unisex');
      expect(names(await c.search({ q: 'ÁO THUN' }))).toContain('Áo thun cotton form rộng unisex');
      const dam = names(await c.search({ q: 'dam' }));
      expect(dam).toContain('Đầm maxi hoa nhí đi biển');
      expect(dam).toContain('Đầm suông Hoà Bình công sở');
    });

    it("treats 'hoà' and 'hòa' as one word, typed NFC or NFD", async () => {
      const expected = ['Đầm suông Hoà Bình công sở', 'Áo sơ mi Hòa Phát kẻ sọc'];
      for (const q of ['hoà', 'hòa', 'hoà'.normalize('NFD'), 'hòa'.normalize('NFD'), 'hoa']) {
        const found = names(await c.search({ q }));
        for (const name of expected) expect(found).toContain(name);
      }
    });

    it('needs every word, the last one as a prefix while typing', async () => {
      expect(names(await c.search({ q: 'ao th' }))).toEqual([
        'Áo thun cotton form rộng unisex',
        'Áo polo phối viền thun',
      ]);
      expect(names(await c.search({ q: 'dam maxi bien' }))).toEqual(['Đầm maxi hoa nhí đi biển']);
      expect((await c.search({ q: 'dam jean' })).total).toBe(0);
    });

    it('finds brands too', async () => {
      expect(names(await c.search({ q: 'coolmate' }))).toEqual(['Áo thun cotton form rộng unisex']);
      expect(names(await c.search({ q: 'levi' }))).toEqual(['Quần jean nam ống đứng']);
      // "Levi's" is stored as the words 'levi' and 's': 'levis' is one edit away.
      const levis = await c.search({ q: 'levis' });
      expect(levis.correctedQuery).toBe('levi');
      expect(names(levis)).toEqual(['Quần jean nam ống đứng']);
    });

    it('ranks a phrase in the name, then all words in the name, then a whole word, then sales', async () => {
      // 'thun': in the name of the tee and the polo, only in the brand of the tote (best seller).
      expect(names(await c.search({ q: 'thun' }))).toEqual([
        'Áo polo phối viền thun',
        'Áo thun cotton form rộng unisex',
        'Túi tote canvas đi học',
      ]);
      // 'ao thun': side by side in the tee's name, apart in the polo's (which sells more).
      expect(names(await c.search({ q: 'ao thun' })).slice(0, 2)).toEqual([
        'Áo thun cotton form rộng unisex',
        'Áo polo phối viền thun',
      ]);
      // 'dam': a whole word in the dresses, only the start of 'Damask' (which sells most).
      expect(names(await c.search({ q: 'dam' }))).toEqual([
        'Đầm suông Hoà Bình công sở',
        'Đầm maxi hoa nhí đi biển',
        'Damask khăn lụa vuông',
      ]);
    });

    it("corrects a typo when the words find nothing: 'dam maxy'", async () => {
      const result = await c.search({ q: 'dam maxy' });
      expect(result.correctedQuery).toBe('dam maxi');
      expect(names(result)).toEqual(['Đầm maxi hoa nhí đi biển']);
      expect((await c.search({ q: 'dam maxi' })).correctedQuery).toBeNull();
      // Nothing close enough: an honest empty answer.
      const none = await c.search({ q: 'zzzzqqq' });
      expect(none).toMatchObject({ total: 0, items: [], correctedQuery: null, totalIsCapped: false });
    });

    it('answers a 1,000-character query and odd symbols normally', async () => {
      const long = await c.search({ q: 'áo thun '.repeat(125) });
      expect(names(long)).toContain('Áo thun cotton form rộng unisex');
      const noSpaces = await c.search({ q: 'x'.repeat(1000) });
      expect(noSpaces.total).toBe(0);
      for (const q of [
        "' OR 1=1 --",
        '&|!:*()',
        "ao:* & !thun | (')",
        '😀👗🔥',
        '<script>',
        '\\',
        '%_',
        "'; DROP TABLE products; --",
      ]) {
        const result = await c.search({ q });
        expect(Array.isArray(result.items)).toBe(true);
      }
      expect((await c.search({ q: '😀👗🔥' })).total).toBe(0);
      expect(names(await c.search({ q: 'áo 👗 thun!!!' }))).toContain('Áo thun cotton form rộng unisex');
    });

    it('never shows unlisted products', async () => {
      const found = names(await c.search({ q: 'ao thun', pageSize: 60 }));
      expect(found.some((name) => /ẩn|shop nghỉ|shop chờ/.test(name))).toBe(false);
      const all = await c.search({ pageSize: 60 });
      expect(all.total).toBe(34);
      expect(names(all).some((name) => /ẩn|shop nghỉ|shop chờ/.test(name))).toBe(false);
    });
  });

  it('documents the search endpoints in the OpenAPI document', async () => {
    const res = await c.t.api.request('/api/docs');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths[SEARCH] ?? {})).toEqual(['get']);
    expect(doc.paths['/api/v1/public/search/suggestions']).toBeDefined();
    expect(doc.paths['/api/v1/public/search/trending']).toBeDefined();
    expect(Object.keys(doc.paths['/api/v1/mobile/search/recent'] ?? {}).sort()).toEqual(['delete', 'get']);
  });

  describe('bad parameters', () => {
    async function fieldsOf(query: string) {
      const res = await c.t.api.request(`${SEARCH}?${query}`);
      expect(res.status).toBe(400);
      const body = (await res.json()) as {
        error: { code: string; fields: { path: string; message: string }[] };
      };
      expect(body.error.code).toBe('VALIDATION_FAILED');
      return body.error.fields;
    }

    it('answers 400 with field errors, never 500', async () => {
      expect((await fieldsOf('page=0')).map((f) => f.path)).toEqual(['page']);
      expect((await fieldsOf('page=abc')).map((f) => f.path)).toEqual(['page']);
      expect((await fieldsOf('page=101')).map((f) => f.path)).toEqual(['page']);
      expect((await fieldsOf('pageSize=1000')).map((f) => f.path)).toEqual(['pageSize']);
      expect((await fieldsOf('category=not-a-uuid')).map((f) => f.path)).toEqual(['category']);
      expect((await fieldsOf('shop=1')).map((f) => f.path)).toEqual(['shop']);
      expect(await fieldsOf('priceMin=500000&priceMax=100000')).toEqual([
        expect.objectContaining({ path: 'priceMax', message: 'Giá tối thiểu không được lớn hơn giá tối đa' }),
      ]);
      expect((await fieldsOf('priceMin=-1')).map((f) => f.path)).toEqual(['priceMin']);
      expect((await fieldsOf('sort=xyz')).map((f) => f.path)).toEqual(['sort']);
      expect((await fieldsOf('ratingMin=9')).map((f) => f.path)).toEqual(['ratingMin']);
      expect((await fieldsOf('gender=robot')).map((f) => f.path)).toEqual(['gender']);
      expect((await fieldsOf('country=US')).map((f) => f.path)).toEqual(['country']);
      expect((await fieldsOf('freeShipping=maybe')).map((f) => f.path)).toEqual(['freeShipping']);
    });
  });
});
