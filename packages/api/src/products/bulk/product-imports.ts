import { LIMITS } from '@cho-dep/core/constants/limits';
import { AppError, isAppError } from '@cho-dep/core/errors/app-error';
import type { Language } from '@cho-dep/core/locale/locales';
import { type ImportedProduct, locate, toProductInputs } from '@cho-dep/core/product-bulk/import-products';
import {
  type ImportProductRows,
  type ImportRowError,
  readImportSheet,
} from '@cho-dep/core/product-bulk/import-sheet';
import { translate } from '@cho-dep/i18n/translate';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../app/app-context';
import { scheduleJob } from '../../jobs/job-runner';
import { createSellerProduct } from '../seller/seller-product-write';
import {
  categoryResolver,
  importHeaders,
  leafCategories,
  resolveImages,
  returnConditionResolver,
} from './import-lookups';
import { type ImportState, productImports } from './product-bulk.tables';
import { type BulkFormat, CONTENT_TYPES, readFirstSheet, sniffFormat } from './spreadsheet-files';

export const PRODUCT_IMPORT_JOB = 'product_import';

export interface ProductImportView {
  id: string;
  fileName: string;
  status: ImportState;
  totalRows: number;
  processedRows: number;
  createdProducts: number;
  /** Why the whole file failed, in the user's language (unreadable, no header, too many rows). */
  failure: string | null;
  errors: { row: number; column: string | null; columnLabel: string | null; message: string }[];
  createdAt: string;
  finishedAt: string | null;
}

export function importView(row: typeof productImports.$inferSelect, language: Language): ProductImportView {
  return {
    id: row.id,
    fileName: row.fileName,
    status: row.status,
    totalRows: row.totalRows,
    processedRows: row.processedRows,
    createdProducts: row.createdProducts,
    failure: row.failureCode
      ? translate(language, `productBulk.failures.${row.failureCode}`, {
          max: LIMITS.productBulk.importRowsMax,
        })
      : null,
    errors: row.errors.map((error) => ({
      row: error.row,
      column: error.column,
      columnLabel: error.column ? translate(language, `productBulk.importColumns.${error.column}`) : null,
      message: translate(language, error.message, error.params),
    })),
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/**
 * Takes the one uploaded file: checks it is an XLSX or CSV by content and size, stores it
 * privately and queues its import (the job runner picks it up within a second). The file's
 * rows are read by the job, so a big file does not hold the request.
 */
export async function startProductImport(
  ctx: AppContext,
  shopId: string,
  file: { name: string; body: Uint8Array },
): Promise<typeof productImports.$inferSelect> {
  const format = sniffFormat(file.body, file.name);
  if (!format) throw new AppError('UNSUPPORTED_FILE');
  const id = crypto.randomUUID();
  const storageKey = `private/product-imports/${shopId}/${id}.${format}`;
  await ctx.storage.put(storageKey, file.body, CONTENT_TYPES[format]);
  const now = ctx.now();
  return ctx.database.db.transaction(async (tx) => {
    await scheduleJob(tx, {
      kind: PRODUCT_IMPORT_JOB,
      key: `${PRODUCT_IMPORT_JOB}:${id}`,
      runAt: now,
      payload: { importId: id },
    });
    const [row] = await tx
      .insert(productImports)
      .values({ id, shopId, fileName: file.name.slice(0, 200), format, storageKey, createdAt: now })
      .returning();
    return row as typeof productImports.$inferSelect;
  });
}

/** One import of the shop; another shop's is NOT_FOUND. */
export async function loadProductImport(ctx: AppContext, shopId: string, id: string) {
  const [row] = await ctx.database.db
    .select()
    .from(productImports)
    .where(and(eq(productImports.id, id), eq(productImports.shopId, shopId)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Thrown inside the import transaction to undo every product when any of them failed. */
class RollBack extends Error {}

/** Products validated between two progress writes. */
const PROGRESS_CHUNK = 25;

/**
 * The job: read, validate every row, then create every product in one transaction, or none.
 * Idempotent: a finished import is left alone, and the products and the `done` state are
 * committed together, so a crash mid-way leaves nothing half-imported to run twice.
 */
export async function runProductImport(ctx: AppContext, importId: string): Promise<void> {
  const [row] = await ctx.database.db.select().from(productImports).where(eq(productImports.id, importId));
  if (!row || row.status === 'done' || row.status === 'failed') return;
  try {
    await importRows(ctx, row);
  } catch (error) {
    // Nothing was imported (the write is one transaction): say so to the seller instead of
    // leaving the page polling an import that will never finish.
    ctx.logger.error({ err: error, importId }, 'product import failed unexpectedly');
    await ctx.database.db
      .update(productImports)
      .set({ status: 'failed', failureCode: 'unexpected', finishedAt: ctx.now() })
      .where(eq(productImports.id, importId));
    await ctx.storage.delete(row.storageKey);
  }
}

async function importRows(ctx: AppContext, row: typeof productImports.$inferSelect): Promise<void> {
  const db = ctx.database.db;
  const importId = row.id;
  const update = (values: Partial<typeof productImports.$inferInsert>) =>
    db.update(productImports).set(values).where(eq(productImports.id, importId));
  const fail = async (failureCode: string | null, errors: ImportRowError[] = []) => {
    await update({ status: 'failed', failureCode, errors, finishedAt: ctx.now() });
    await ctx.storage.delete(row.storageKey);
  };

  await update({ status: 'validating', processedRows: 0, errors: [], failureCode: null });
  const file = await ctx.storage.get(row.storageKey);
  let cells: Awaited<ReturnType<typeof readFirstSheet>>;
  try {
    if (!file) throw new Error('stored import file missing');
    cells = await readFirstSheet(file.body, row.format as BulkFormat);
  } catch {
    await fail('unreadable');
    return;
  }
  const sheet = readImportSheet(cells, importHeaders());
  if ('missingHeader' in sheet) return fail('missingHeader');
  if (sheet.rowCount === 0) return fail('empty');
  if (sheet.rowCount > LIMITS.productBulk.importRowsMax) return fail('tooManyRows');
  await update({ totalRows: sheet.rowCount });

  const leaves = await leafCategories(db, 'vi');
  const images = await resolveImages(
    ctx,
    row.shopId,
    sheet.products.flatMap((p) => p.images),
  );
  const resolvers = {
    category: categoryResolver(leaves),
    image: (entry: string) => images.get(entry) ?? null,
    returnCondition: returnConditionResolver(),
  };
  // Validated in chunks so the page's progress bar follows the real work.
  const errors: ImportRowError[] = [...sheet.errors];
  const products: ImportedProduct[] = [];
  let processed = 0;
  for (let start = 0; start < sheet.products.length; start += PROGRESS_CHUNK) {
    const chunk = sheet.products.slice(start, start + PROGRESS_CHUNK);
    const result = toProductInputs({ products: chunk, rowCount: 0, errors: sheet.errors }, resolvers);
    errors.push(...result.errors.filter((error) => !sheet.errors.includes(error)));
    products.push(...result.products);
    processed += chunk.reduce((n, p) => n + p.variants.length, 0);
    await update({ processedRows: Math.min(processed, sheet.rowCount) });
  }
  if (errors.length > 0) return fail(null, sortErrors(errors));

  await update({ status: 'importing' });
  const byKey = new Map(sheet.products.map((p) => [p.key, p]));
  const writeErrors: ImportRowError[] = [];
  try {
    await db.transaction(async (tx) => {
      for (const product of products) {
        try {
          // A savepoint per product: a refused product is undone alone, so the others still
          // report their own problems before the whole import is rolled back.
          await tx.transaction((sp) =>
            createSellerProduct(sp, {
              shopId: row.shopId,
              raw: product.input,
              submit: product.submit,
              now: ctx.now(),
            }),
          );
        } catch (error) {
          if (!isAppError(error)) throw error;
          writeErrors.push(...rowErrorsOf(error, byKey.get(product.key) as ImportProductRows));
        }
      }
      if (writeErrors.length > 0) throw new RollBack();
      await tx
        .update(productImports)
        .set({
          status: 'done',
          processedRows: sheet.rowCount,
          createdProducts: products.length,
          finishedAt: ctx.now(),
        })
        .where(eq(productImports.id, importId));
    });
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
    return fail(null, sortErrors(writeErrors));
  }
  await ctx.storage.delete(row.storageKey);
}

/** A writer's refusal as row errors: its field errors where it has them, else the product's first row. */
function rowErrorsOf(error: AppError, product: ImportProductRows): ImportRowError[] {
  if (error.fields.length === 0) {
    return [{ row: product.row, column: null, message: `errors.${error.code}`, params: error.params }];
  }
  return error.fields.map((field) => ({
    ...locate(product, field.path),
    message: field.message,
    params: field.params,
  }));
}

function sortErrors(errors: ImportRowError[]): ImportRowError[] {
  return [...errors].sort((a, b) => a.row - b.row);
}

/** Imports still running for the shop (the page resumes polling them after a reload). */
export async function runningImports(ctx: AppContext, shopId: string) {
  return ctx.database.db
    .select()
    .from(productImports)
    .where(
      and(
        eq(productImports.shopId, shopId),
        inArray(productImports.status, ['queued', 'validating', 'importing']),
      ),
    );
}
