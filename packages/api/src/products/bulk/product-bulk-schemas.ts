import { PRODUCT_STATUSES } from '@cho-dep/core/catalog/catalog-states';
import { z } from '@hono/zod-openapi';
import { IMPORT_STATES } from './product-bulk.tables';

/** Answers of the bulk routes, for the OpenAPI document and the pages' types. */

export const productExportSchema = z
  .object({
    id: z.uuid(),
    format: z.enum(['xlsx', 'csv']),
    statusFilter: z.enum(PRODUCT_STATUSES).nullable(),
    rowCount: z.number().int(),
    sizeBytes: z.number().int(),
    createdAt: z.string(),
    expiresAt: z
      .string()
      .openapi({ description: 'The file is deleted at this time (30 days after creation)' }),
    downloadUrl: z.string(),
  })
  .openapi('ProductExport');

export const productImportSchema = z
  .object({
    id: z.uuid(),
    fileName: z.string(),
    status: z.enum(IMPORT_STATES),
    totalRows: z.number().int(),
    processedRows: z.number().int().openapi({ description: 'Rows validated so far (progress)' }),
    createdProducts: z.number().int(),
    failure: z
      .string()
      .nullable()
      .openapi({ description: 'Why the whole file failed, in the user language' }),
    errors: z.array(
      z.object({
        row: z.number().int().openapi({ description: 'The spreadsheet row number, as Excel shows it' }),
        column: z.string().nullable(),
        columnLabel: z.string().nullable(),
        message: z.string(),
      }),
    ),
    createdAt: z.string(),
    finishedAt: z.string().nullable(),
  })
  .openapi('ProductImport');

export const bulkEditRowsSchema = z
  .object({
    data: z.array(
      z.object({
        id: z.uuid(),
        name: z.string(),
        status: z.enum(PRODUCT_STATUSES),
        imageUrl: z.string().nullable(),
        priceLock: z.object({
          applies: z.boolean(),
          allowed: z.boolean(),
          allowedFrom: z.string().nullable(),
          changesLeft: z.number().int(),
        }),
        variants: z.array(
          z.object({
            id: z.uuid(),
            label: z.string(),
            sku: z.string().nullable(),
            price: z.number().int(),
            salePrice: z.number().int().nullable(),
            stock: z.number().int(),
            isActive: z.boolean(),
          }),
        ),
      }),
    ),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .openapi('BulkEditRows');

export const bulkEditResultSchema = z.object({ products: z.number().int(), variants: z.number().int() });

export type ProductExportAnswer = z.infer<typeof productExportSchema>;
export type ProductImportAnswer = z.infer<typeof productImportSchema>;
export type BulkEditRowsAnswer = z.infer<typeof bulkEditRowsSchema>;
