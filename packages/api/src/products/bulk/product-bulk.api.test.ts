import { randomUUID } from 'node:crypto';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { parseCsv } from '@cho-dep/core/product-bulk/bulk-csv';
import { and, count, eq } from 'drizzle-orm';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobHandlers } from '../../app/start-background';
import { runDueJobs } from '../../jobs/job-runner';
import { shops } from '../../shops/shops.tables';
import { raceIt } from '../../testing/race-tests';
import { insertSignedInUser } from '../../testing/user-fixtures';
import { products, productVariants } from '../catalog/products.tables';
import { productExports } from './product-bulk.tables';
import type { BulkEditRowsAnswer, ProductExportAnswer } from './product-bulk-schemas';
import { DAY, productBulkWorld, type Seller } from './product-bulk-world';

describe('product bulk work: the download list and bulk edit', () => {
  const w = productBulkWorld();
  const { world, call, seller, liveProduct } = w;
  beforeAll(w.setUp, 120_000);
  afterAll(w.tearDown);

  describe('download list and its 30-day history', () => {
    let a: Seller;
    let b: Seller;
    beforeAll(async () => {
      a = await seller();
      b = await seller();
      await liveProduct(a, 'Áo thun cotton form rộng, "basic"');
      await liveProduct(a, 'Áo sơ mi lụa tay dài công sở', ['Xanh']);
    });

    it('writes an XLSX with one row per variant that reads back', async () => {
      const made = await call<ProductExportAnswer>(a.headers, 'POST', '/api/v1/seller/product-exports', {
        format: 'xlsx',
      });
      expect(made.status).toBe(201);
      expect(made.body.data?.rowCount).toBe(3);
      const res = await world.t.api.request(made.body.data?.downloadUrl as string, { headers: a.headers });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('spreadsheetml');
      expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="san-pham-\d+\.xlsx"/);
      const cells = await readSheet(Buffer.from(await res.arrayBuffer()));
      expect(cells[0]?.[2]).toBe('Tên sản phẩm');
      expect(cells).toHaveLength(4);
      const names = cells.slice(1).map((r) => r[2]);
      expect(names).toEqual([
        'Áo thun cotton form rộng, "basic"',
        'Áo thun cotton form rộng, "basic"',
        'Áo sơ mi lụa tay dài công sở',
      ]);
      expect(cells[1]?.[5]).toBe('Màu sắc: Đen');
      expect(cells[1]?.[7]).toBe(150_000);
      expect(cells[2]?.[9]).toBe(11);
      expect(cells[1]?.[3]).toBe('Đang bán');
    });

    it('writes a UTF-8 CSV with a BOM that reads back, filtered by status', async () => {
      const made = await call<ProductExportAnswer>(a.headers, 'POST', '/api/v1/seller/product-exports', {
        format: 'csv',
        status: 'approved',
      });
      expect(made.status).toBe(201);
      const res = await world.t.api.request(made.body.data?.downloadUrl as string, { headers: a.headers });
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const rows = parseCsv(new TextDecoder().decode(bytes));
      expect(rows).toHaveLength(4);
      expect(rows[1]?.[2]).toBe('Áo thun cotton form rộng, "basic"');
      expect(rows[3]?.[5]).toBe('Màu sắc: Xanh');
      const none = await call<ProductExportAnswer>(a.headers, 'POST', '/api/v1/seller/product-exports', {
        format: 'csv',
        status: 'draft',
      });
      expect(none.body.data?.rowCount).toBe(0);
    });

    it("lists only the shop's own files; another shop cannot download them (404)", async () => {
      const mine = await call<ProductExportAnswer[]>(a.headers, 'GET', '/api/v1/seller/product-exports');
      expect(mine.body.data).toHaveLength(3);
      const theirs = await call<ProductExportAnswer[]>(b.headers, 'GET', '/api/v1/seller/product-exports');
      expect(theirs.body.data).toEqual([]);
      const url = mine.body.data?.[0]?.downloadUrl as string;
      expect((await world.t.api.request(url, { headers: b.headers })).status).toBe(404);
      expect((await world.t.api.request(url)).status).toBe(401);
      expect(
        (
          await world.t.api.request(`/api/v1/seller/product-exports/${randomUUID()}/file`, {
            headers: a.headers,
          })
        ).status,
      ).toBe(404);
      const [stored] = await world.t.ctx.database.db
        .select()
        .from(productExports)
        .where(eq(productExports.shopId, a.shopId));
      expect(stored?.storageKey.startsWith('private/')).toBe(true);
    });

    it('keeps files 30 days, then hides them and the job deletes file and row', async () => {
      const before = await call<ProductExportAnswer[]>(a.headers, 'GET', '/api/v1/seller/product-exports');
      const first = before.body.data?.[0] as ProductExportAnswer;
      expect(new Date(first.expiresAt).getTime() - new Date(first.createdAt).getTime()).toBe(
        LIMITS.downloads.keptDays * DAY,
      );
      const [stored] = await world.t.ctx.database.db
        .select()
        .from(productExports)
        .where(eq(productExports.id, first.id));
      world.t.advance(29 * DAY);
      await runDueJobs(world.t.ctx, jobHandlers);
      expect((await world.t.api.request(first.downloadUrl, { headers: a.headers })).status).toBe(200);
      world.t.advance(DAY + 60_000);
      // The seller's 30-day session ended too: sign the shop's owner in again.
      const again = await insertSignedInUser(world.t.ctx, { fullName: 'Trần Văn Bán' });
      await world.t.ctx.database.db
        .update(shops)
        .set({ ownerUserId: again.userId })
        .where(eq(shops.id, a.shopId));
      const after = await call<ProductExportAnswer[]>(again.headers, 'GET', '/api/v1/seller/product-exports');
      expect(after.status).toBe(200);
      expect(after.body.data).toEqual([]);
      expect((await world.t.api.request(first.downloadUrl, { headers: again.headers })).status).toBe(404);
      await runDueJobs(world.t.ctx, jobHandlers);
      const left = await world.t.ctx.database.db
        .select()
        .from(productExports)
        .where(eq(productExports.shopId, a.shopId));
      expect(left).toEqual([]);
      expect(await world.t.ctx.storage.get(stored?.storageKey as string)).toBeNull();
    });
  });

  describe('bulk edit: one save, all or nothing, price rule per product', () => {
    let s: Seller;
    let p1: Awaited<ReturnType<typeof liveProduct>>;
    let p2: Awaited<ReturnType<typeof liveProduct>>;
    beforeAll(async () => {
      s = await seller();
      p1 = await liveProduct(s, 'Áo len cổ lọ dệt kim mềm');
      p2 = await liveProduct(s, 'Chân váy xếp ly dáng dài', ['Be']);
    });

    const variantNow = async (id: string) => {
      const [v] = await world.t.ctx.database.db
        .select()
        .from(productVariants)
        .where(eq(productVariants.id, id));
      return v as typeof productVariants.$inferSelect;
    };
    const expected = (v: { price: number; salePrice: number | null; stock: number }) => ({
      price: v.price,
      salePrice: v.salePrice,
      stock: v.stock,
    });
    const patch = (items: unknown[], headers = s.headers) =>
      call<{ products: number; variants: number }>(headers, 'PATCH', '/api/v1/seller/products/bulk', {
        items,
      });

    it("lists the shop's products with their variants and price lock", async () => {
      const res = await call<BulkEditRowsAnswer>(
        s.headers,
        'GET',
        '/api/v1/seller/product-bulk/rows?q=ao%20len',
      );
      expect(res.body.data?.total).toBe(1);
      expect(res.body.data?.data[0]?.variants.map((v) => v.label)).toEqual([
        'Màu sắc: Đen',
        'Màu sắc: Trắng',
      ]);
      expect(res.body.data?.data[0]?.priceLock).toMatchObject({ applies: true, allowed: true });
    });

    it('saves nothing when one row is bad, and names that row', async () => {
      const [a1] = p1.variants;
      const [b1] = p2.variants;
      const res = await patch([
        {
          productId: p1.id,
          expectedStatus: 'approved',
          variants: [{ variantId: a1?.id, expected: expected(a1 as never), price: 160_000, stock: 40 }],
        },
        {
          productId: p2.id,
          expectedStatus: 'approved',
          variants: [{ variantId: b1?.id, expected: expected(b1 as never), salePrice: 200_000 }],
        },
      ]);
      expect(res.status).toBe(409);
      expect(res.body.error?.code).toBe('BULK_EDIT_REJECTED');
      expect(res.body.error?.fields.map((f) => f.path)).toEqual([`${p2.id}.${b1?.id}.salePrice`]);
      const after = await variantNow(a1?.id as string);
      expect([after.price, after.stock]).toEqual([150_000, 10]);
    });

    it('saves every row at once, hides a product, then applies the 14-day price lock per product', async () => {
      const [a1, a2] = p1.variants;
      const [b1] = p2.variants;
      const ok = await patch([
        {
          productId: p1.id,
          expectedStatus: 'approved',
          visible: false,
          variants: [
            { variantId: a1?.id, expected: expected(a1 as never), price: 160_000, salePrice: 149_000 },
            { variantId: a2?.id, expected: expected(a2 as never), stock: 0 },
          ],
        },
        {
          productId: p2.id,
          expectedStatus: 'approved',
          variants: [{ variantId: b1?.id, expected: expected(b1 as never), stock: 99 }],
        },
      ]);
      expect(ok.status).toBe(200);
      expect(ok.body.data).toEqual({ products: 2, variants: 3 });
      expect((await variantNow(a1?.id as string)).salePrice).toBe(149_000);
      expect((await variantNow(a2?.id as string)).stock).toBe(0);
      const [hidden] = await world.t.ctx.database.db.select().from(products).where(eq(products.id, p1.id));
      expect(hidden?.status).toBe('hidden');

      // A week later: p1's price is locked (changed 7 days ago); p2 never changed price.
      world.t.advance(7 * DAY);
      const a1Now = await variantNow(a1?.id as string);
      const b1Now = await variantNow(b1?.id as string);
      const locked = await patch([
        {
          productId: p1.id,
          expectedStatus: 'hidden',
          variants: [{ variantId: a1?.id, expected: expected(a1Now), price: 170_000 }],
        },
        {
          productId: p2.id,
          expectedStatus: 'approved',
          variants: [{ variantId: b1?.id, expected: expected(b1Now), price: 140_000 }],
        },
      ]);
      expect(locked.status).toBe(409);
      expect(locked.body.error?.fields).toHaveLength(1);
      expect(locked.body.error?.fields[0]?.path).toBe(`${p1.id}.price`);
      expect(locked.body.error?.fields[0]?.message).toContain('14');
      expect((await variantNow(b1?.id as string)).price).toBe(150_000);

      // Stock is not price: it still saves while the price is locked.
      const stockOnly = await patch([
        {
          productId: p1.id,
          expectedStatus: 'hidden',
          visible: true,
          variants: [{ variantId: a1?.id, expected: expected(a1Now), stock: 77 }],
        },
      ]);
      expect(stockOnly.status).toBe(200);
      expect((await variantNow(a1?.id as string)).stock).toBe(77);
    });

    it('refuses a row whose value changed since the seller loaded it, and another shop’s product', async () => {
      const [, a2] = p1.variants;
      const stale = await patch([
        {
          productId: p1.id,
          expectedStatus: 'approved',
          variants: [
            { variantId: a2?.id, expected: { price: 150_000, salePrice: null, stock: 11 }, stock: 50 },
          ],
        },
      ]);
      expect(stale.status).toBe(409);
      expect(stale.body.error?.fields.map((f) => f.path)).toEqual([`${p1.id}.${a2?.id}.stock`]);
      const intruder = await seller();
      const foreign = await patch(
        [{ productId: p1.id, expectedStatus: 'approved', visible: false, variants: [] }],
        intruder.headers,
      );
      expect(foreign.status).toBe(409);
      expect(foreign.body.error?.fields.map((f) => f.path)).toEqual([p1.id]);
      const [still] = await world.t.ctx.database.db.select().from(products).where(eq(products.id, p1.id));
      expect(still?.status).toBe('approved');
    });

    raceIt('does not lose updates under concurrent saves', async () => {
      const [, a2] = p1.variants;
      const [b1] = p2.variants;
      const a2Now = await variantNow(a2?.id as string);
      const b1Now = await variantNow(b1?.id as string);
      // Different products at once: both land.
      const [one, two] = await Promise.all([
        patch([
          {
            productId: p1.id,
            expectedStatus: 'approved',
            variants: [{ variantId: a2?.id, expected: expected(a2Now), stock: 21 }],
          },
        ]),
        patch([
          {
            productId: p2.id,
            expectedStatus: 'approved',
            variants: [{ variantId: b1?.id, expected: expected(b1Now), stock: 22 }],
          },
        ]),
      ]);
      expect([one.status, two.status]).toEqual([200, 200]);
      expect((await variantNow(a2?.id as string)).stock).toBe(21);
      expect((await variantNow(b1?.id as string)).stock).toBe(22);
      // The same cell from two stale tables: one wins, the other is refused, never silently overwritten.
      const seen = await variantNow(a2?.id as string);
      const race = await Promise.all(
        [31, 32].map((stock) =>
          patch([
            {
              productId: p1.id,
              expectedStatus: 'approved',
              variants: [{ variantId: a2?.id, expected: expected(seen), stock }],
            },
          ]),
        ),
      );
      expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
      const winner = race.findIndex((r) => r.status === 200);
      expect((await variantNow(a2?.id as string)).stock).toBe(winner === 0 ? 31 : 32);
      const [{ n } = { n: 0 }] = await world.t.ctx.database.db
        .select({ n: count() })
        .from(productVariants)
        .where(and(eq(productVariants.productId, p1.id), eq(productVariants.stock, 31)));
      expect(n).toBe(winner === 0 ? 1 : 0);
    });
  });
});
