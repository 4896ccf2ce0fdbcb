import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../products/catalog/products.tables';
import { apiCaller } from '../../testing/api-caller';
import { insertReviewShop } from '../../testing/shop-fixtures';
import { createTestApp } from '../../testing/test-app';
import { insertSignedInUser } from '../../testing/user-fixtures';
import { blogCategories } from './blog.tables';
import type { AdminBlogArticleView, BlogArticleView, BlogPageView } from './blog-schemas';

type H = Record<string, string>;
const ADMIN = '/api/v1/admin/blog';
const PUBLIC = '/community/v1/blog';
const HOUR = 3_600_000;

describe('the blog', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let call: ReturnType<typeof apiCaller>;
  let admin: { headers: H; userId: string };
  let buyer: { headers: H };
  let seller: { headers: H };
  let productId: string;
  let categoryId: string;
  let coverKey: string;

  const upload = async (headers: H, kind: 'cover' | 'body', width = 1200, height = 400, bytes?: Buffer) => {
    const body =
      bytes ??
      (await sharp({ create: { width, height, channels: 3, background: '#e8445a' } })
        .png()
        .toBuffer());
    const form = new FormData();
    form.set('kind', kind);
    form.set('file', new File([new Uint8Array(body)], 'p.png', { type: 'image/png' }));
    const res = await t.api.request(`${ADMIN}/pictures`, { method: 'POST', headers, body: form });
    return { status: res.status, body: (await res.json()) as { data?: { key: string; url: string } } };
  };

  const article = (extra: Record<string, unknown> = {}) => ({
    title: 'Phối đồ đi làm mùa mưa',
    categoryId,
    coverKey,
    blocks: [
      { type: 'heading', text: 'Áo khoác nhẹ' },
      { type: 'paragraph', text: 'Một chiếc áo khoác mỏng cứu cả buổi sáng.' },
      { type: 'product', productId },
    ],
    status: 'published',
    publishAt: null,
    ...extra,
  });
  const create = (body: unknown, headers: H = admin.headers) =>
    call<AdminBlogArticleView>(headers, 'POST', ADMIN, body);

  beforeAll(async () => {
    t = await createTestApp();
    call = apiCaller(t.api);
    admin = await insertSignedInUser(t.ctx, { fullName: 'Biên tập viên', roles: ['buyer', 'admin'] });
    buyer = await insertSignedInUser(t.ctx);
    seller = await insertSignedInUser(t.ctx, { roles: ['buyer', 'seller'] });
    const shop = await insertReviewShop(t.ctx);
    productId = shop.productId;
    await t.ctx.database.db.update(products).set({ listed: true }).where(eq(products.id, productId));
    const [category] = await t.ctx.database.db
      .insert(blogCategories)
      .values({ slug: 'xu-huong', name: 'Xu hướng', nameEn: 'Trends', nameKo: '트렌드' })
      .returning();
    categoryId = category?.id as string;
    const cover = await upload(admin.headers, 'cover');
    coverKey = cover.body.data?.key as string;
  });
  afterAll(() => t.close());

  it('keeps the editor to admins: 401 signed out, 403 for buyers and sellers', async () => {
    for (const [headers, status] of [
      [{}, 401],
      [buyer.headers, 403],
      [seller.headers, 403],
    ] as const) {
      expect((await call(headers, 'GET', ADMIN)).status).toBe(status);
      expect((await create(article(), headers)).status).toBe(status);
      expect((await upload(headers, 'cover')).status).toBe(status);
    }
    expect((await call(admin.headers, 'GET', `${ADMIN}/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await call(admin.headers, 'PUT', `${ADMIN}/${crypto.randomUUID()}`, article())).status).toBe(404);
  });

  it('checks pictures by content and re-encodes them', async () => {
    expect(coverKey.startsWith('blog/covers/')).toBe(true);
    expect((await upload(admin.headers, 'cover', 599, 200)).status).toBe(400);
    expect((await upload(admin.headers, 'body', 10, 10, Buffer.from('<svg>not a png</svg>'))).status).toBe(
      415,
    );
    const body = await upload(admin.headers, 'body', 500, 800);
    expect(body.status).toBe(201);
    expect(body.body.data?.url).toMatch(/blog\/pictures\/.+-1200\.webp$/);
    const stored = await t.ctx.storage.get(`${body.body.data?.key}-600.webp`);
    expect(stored).not.toBeNull();
  });

  it('publishes now: the list and the article show it with the live product card', async () => {
    const created = await create(article());
    expect(created.status).toBe(201);
    expect(created.body.data?.phase).toBe('published');
    const id = created.body.data?.id as string;

    const list = await call<BlogPageView>({}, 'GET', `${PUBLIC}?categoryId=${categoryId}`);
    expect(list.body.data?.data.map((a) => a.id)).toContain(id);
    const card = list.body.data?.data.find((a) => a.id === id);
    expect(card?.excerpt).toBe('Một chiếc áo khoác mỏng cứu cả buổi sáng.');
    expect(card?.category?.name).toBe('Xu hướng');

    await t.ctx.database.db.update(products).set({ price: 321_000 }).where(eq(products.id, productId));
    const page = await call<BlogArticleView>({}, 'GET', `${PUBLIC}/${id}`);
    expect(page.status).toBe(200);
    const product = page.body.data?.blocks.find((b) => b.type === 'product');
    expect(product?.type === 'product' && product.product?.price).toBe(321_000);
    expect(page.body.data?.authorName).toBe('Biên tập viên');
    const bySlug = await call<BlogArticleView>({}, 'GET', `${PUBLIC}/${page.body.data?.slug}`);
    expect(bySlug.body.data?.id).toBe(id);
    const en = await t.api.request(`${PUBLIC}/${id}`, { headers: { 'accept-language': 'en' } });
    expect(((await en.json()) as { data: BlogArticleView }).data.category?.name).toBe('Trends');
  });

  it('hides drafts and scheduled articles from the public until their time', async () => {
    const draft = await create(article({ status: 'draft', coverKey: null }));
    expect(draft.status).toBe(201);
    const later = new Date(t.ctx.now().getTime() + 2 * HOUR).toISOString();
    const scheduled = await create(article({ publishAt: later }));
    expect(scheduled.body.data?.phase).toBe('scheduled');
    for (const id of [draft.body.data?.id, scheduled.body.data?.id]) {
      expect((await call({}, 'GET', `${PUBLIC}/${id}`)).status).toBe(404);
      const list = await call<BlogPageView>({}, 'GET', PUBLIC);
      expect(list.body.data?.data.map((a) => a.id)).not.toContain(id);
      expect((await call(admin.headers, 'GET', `${ADMIN}/${id}`)).status).toBe(200);
    }
    t.advance(3 * HOUR);
    expect((await call({}, 'GET', `${PUBLIC}/${scheduled.body.data?.id}`)).status).toBe(200);
    expect((await call({}, 'GET', `${PUBLIC}/${draft.body.data?.id}`)).status).toBe(404);
  });

  it('never carries HTML: unknown blocks are refused, a script in the text stays text', async () => {
    const html = await create(article({ blocks: [{ type: 'html', html: '<script>alert(1)</script>' }] }));
    expect(html.status).toBe(400);
    const extra = await create(article({ blocks: [{ type: 'paragraph', text: 'x', html: '<b>x</b>' }] }));
    expect(extra.status).toBe(400);
    const script = '<script>window.hacked = true</script><img src=x onerror=alert(1)>';
    const created = await create(article({ blocks: [{ type: 'paragraph', text: script }] }));
    expect(created.status).toBe(201);
    const page = await call<BlogArticleView>({}, 'GET', `${PUBLIC}/${created.body.data?.id}`);
    expect(page.body.data?.blocks).toEqual([{ type: 'paragraph', text: script }]);
  });

  it('refuses foreign pictures, unknown products and a missing cover when publishing', async () => {
    const foreign = await create(article({ coverKey: 'catalog/products/dress-red' }));
    expect(foreign.status).toBe(400);
    expect(foreign.body.error?.fields.map((f) => f.path)).toContain('coverKey');
    const picture = await create(article({ blocks: [{ type: 'image', key: 'reviews/u/x', caption: '' }] }));
    expect(picture.body.error?.fields.map((f) => f.path)).toContain('blocks.0.key');
    const unknown = await create(article({ blocks: [{ type: 'product', productId: crypto.randomUUID() }] }));
    expect(unknown.body.error?.fields.map((f) => f.path)).toContain('blocks.0.productId');
    const noCover = await create(article({ coverKey: null }));
    expect(noCover.body.error?.fields.map((f) => f.path)).toContain('coverKey');
  });

  it('edits, unpublishes and deletes', async () => {
    const created = await create(article());
    const id = created.body.data?.id as string;
    const edited = await call<AdminBlogArticleView>(
      admin.headers,
      'PUT',
      `${ADMIN}/${id}`,
      article({ title: 'Tiêu đề mới' }),
    );
    expect(edited.body.data?.title).toBe('Tiêu đề mới');
    expect(edited.body.data?.slug.startsWith('tieu-de-moi-')).toBe(true);
    await call(admin.headers, 'PUT', `${ADMIN}/${id}`, article({ status: 'draft' }));
    expect((await call({}, 'GET', `${PUBLIC}/${id}`)).status).toBe(404);
    expect((await call(admin.headers, 'DELETE', `${ADMIN}/${id}`)).status).toBe(204);
    expect((await call(admin.headers, 'GET', `${ADMIN}/${id}`)).status).toBe(404);
  });
});
