import type { ProductStatus } from '@cho-dep/core/catalog/catalog-states';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { AppError } from '@cho-dep/core/errors/app-error';
import type { Language } from '@cho-dep/core/locale/locales';
import { EXPORT_COLUMNS, type ExportProduct, exportRowsOf } from '@cho-dep/core/product-bulk/export-rows';
import { translate } from '@cho-dep/i18n/translate';
import { and, asc, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { AppContext } from '../../app/app-context';
import { scheduleJob } from '../../jobs/job-runner';
import { categories } from '../catalog/categories.tables';
import { products, productVariants } from '../catalog/products.tables';
import { productExports } from './product-bulk.tables';
import { type BulkFormat, CONTENT_TYPES, type OutSheet, writeCsv, writeXlsx } from './spreadsheet-files';

const DAY_MS = 24 * 60 * 60 * 1000;
export const PRODUCT_EXPORT_EXPIRY_JOB = 'product_export_expiry';

/**
 * Storage keys under `private/`: the public /media route refuses them, so a file is only
 * reachable through the shop-scoped download route below.
 */
function exportKey(shopId: string, id: string, format: BulkFormat): string {
  return `private/product-exports/${shopId}/${id}.${format}`;
}

const CATEGORY_NAME = { vi: categories.nameVi, en: categories.nameEn, ko: categories.nameKo } as const;

/** The shop's products with their variants, oldest first, as export rows read them. */
async function exportProducts(
  ctx: AppContext,
  shopId: string,
  status: ProductStatus | undefined,
  language: Language,
): Promise<ExportProduct[]> {
  const db = ctx.database.db;
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      status: products.status,
      categoryName: CATEGORY_NAME[language],
      soldCount: products.soldCount,
      weightGrams: products.weightGrams,
      createdAt: products.createdAt,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.shopId, shopId), status ? eq(products.status, status) : undefined))
    .orderBy(asc(products.createdAt), asc(products.id))
    .limit(LIMITS.productBulk.exportRowsMax);
  if (rows.length === 0) return [];
  const variants = await db
    .select()
    .from(productVariants)
    .where(
      inArray(
        productVariants.productId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(productVariants.position), asc(productVariants.createdAt));
  const byProduct = new Map<string, (typeof variants)[number][]>();
  for (const variant of variants) {
    byProduct.set(variant.productId, [...(byProduct.get(variant.productId) ?? []), variant]);
  }
  return rows.map((row) => ({ ...row, variants: byProduct.get(row.id) ?? [] }));
}

export interface ProductExportView {
  id: string;
  format: BulkFormat;
  statusFilter: ProductStatus | null;
  rowCount: number;
  sizeBytes: number;
  createdAt: string;
  expiresAt: string;
  downloadUrl: string;
}

function view(row: typeof productExports.$inferSelect): ProductExportView {
  return {
    id: row.id,
    format: row.format,
    statusFilter: row.statusFilter,
    rowCount: row.rowCount,
    sizeBytes: row.sizeBytes,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    downloadUrl: `/api/v1/seller/product-exports/${row.id}/file`,
  };
}

/**
 * Writes the shop's product list to a file, stores it privately and records it in the
 * download history, with its expiry job scheduled in the same transaction (product.md §9:
 * kept 30 days).
 */
export async function createProductExport(
  ctx: AppContext,
  shopId: string,
  input: { format: BulkFormat; status?: ProductStatus; language: Language },
): Promise<ProductExportView> {
  const language = input.language;
  const list = await exportProducts(ctx, shopId, input.status, language);
  const words = {
    status: (status: ProductStatus) => translate(language, `productBulk.statuses.${status}`),
    yes: translate(language, 'productBulk.export.yes'),
    no: translate(language, 'productBulk.export.no'),
  };
  const sheet: OutSheet = {
    name: translate(language, 'productBulk.export.sheetName'),
    header: EXPORT_COLUMNS.map((column) => translate(language, `productBulk.exportColumns.${column}`)),
    rows: list.flatMap((product) => exportRowsOf(product, words)),
  };
  const body = input.format === 'xlsx' ? await writeXlsx([sheet]) : writeCsv(sheet);
  const id = crypto.randomUUID();
  const key = exportKey(shopId, id, input.format);
  const createdAt = ctx.now();
  const expiresAt = new Date(createdAt.getTime() + LIMITS.downloads.keptDays * DAY_MS);
  await ctx.storage.put(key, body, CONTENT_TYPES[input.format]);
  const [row] = await ctx.database.db.transaction(async (tx) => {
    await scheduleJob(tx, {
      kind: PRODUCT_EXPORT_EXPIRY_JOB,
      key: `${PRODUCT_EXPORT_EXPIRY_JOB}:${id}`,
      runAt: expiresAt,
      payload: { exportId: id },
    });
    return tx
      .insert(productExports)
      .values({
        id,
        shopId,
        format: input.format,
        statusFilter: input.status ?? null,
        rowCount: sheet.rows.length,
        sizeBytes: body.byteLength,
        storageKey: key,
        createdAt,
        expiresAt,
      })
      .returning();
  });
  return view(row as typeof productExports.$inferSelect);
}

/** The download history: files not yet expired, newest first. */
export async function listProductExports(ctx: AppContext, shopId: string): Promise<ProductExportView[]> {
  const rows = await ctx.database.db
    .select()
    .from(productExports)
    .where(and(eq(productExports.shopId, shopId), gt(productExports.expiresAt, ctx.now())))
    .orderBy(desc(productExports.createdAt))
    .limit(LIMITS.productBulk.historyPageSize);
  return rows.map(view);
}

/** One file of the shop's history; another shop's, an expired or a missing one is NOT_FOUND. */
export async function loadProductExportFile(
  ctx: AppContext,
  shopId: string,
  id: string,
): Promise<{ body: Uint8Array; contentType: string; fileName: string }> {
  const [row] = await ctx.database.db
    .select()
    .from(productExports)
    .where(
      and(
        eq(productExports.id, id),
        eq(productExports.shopId, shopId),
        gt(productExports.expiresAt, ctx.now()),
      ),
    );
  const file = row ? await ctx.storage.get(row.storageKey) : null;
  if (!row || !file) throw new AppError('NOT_FOUND');
  const stamp = row.createdAt.toISOString().slice(0, 16).replace(/[-:T]/g, '');
  return {
    body: file.body,
    contentType: CONTENT_TYPES[row.format],
    fileName: `san-pham-${stamp}.${row.format}`,
  };
}

/**
 * The expiry job: deletes the file and its history row once expired. Idempotent (a second run
 * finds nothing), and it refuses to act early if the job somehow runs before the expiry.
 */
export async function expireProductExport(ctx: AppContext, exportId: string): Promise<void> {
  const [row] = await ctx.database.db
    .select()
    .from(productExports)
    .where(and(eq(productExports.id, exportId), lte(productExports.expiresAt, ctx.now())));
  if (!row) return;
  await ctx.storage.delete(row.storageKey);
  await ctx.database.db.delete(productExports).where(eq(productExports.id, row.id));
}
