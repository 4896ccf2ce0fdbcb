import { PRODUCT_STATUSES } from '@cho-dep/core/catalog/catalog-states';
import { LIMITS } from '@cho-dep/core/constants/limits';
import { AppError } from '@cho-dep/core/errors/app-error';
import { bulkEditSchema } from '@cho-dep/core/product-bulk/bulk-edit';
import { createRoute, z } from '@hono/zod-openapi';
import { dataSchema, errorBodySchema, errorResponses } from '../../http/responses';
import { createRouter } from '../../http/router';
import { sellerForbidden as forbidden } from '../../http/seller-resource-routes';
import { uploadLimit, uploadMaxMb } from '../../http/upload-limits';
import { requireSellerShop } from '../../shops/current-shop';
import { applyBulkEdit } from './bulk-edit';
import { BULK_EDIT_FILTERS, listBulkEditRows } from './bulk-edit-rows';
import { buildImportTemplate } from './import-template';
import {
  bulkEditResultSchema,
  bulkEditRowsSchema,
  productExportSchema,
  productImportSchema,
} from './product-bulk-schemas';
import { createProductExport, listProductExports, loadProductExportFile } from './product-exports';
import { importView, loadProductImport, startProductImport } from './product-imports';
import { CONTENT_TYPES } from './spreadsheet-files';

const TAG = 'Seller product bulk work';
const B = LIMITS.productBulk;
const seller = { 401: errorResponses[401], 403: forbidden };
const idParams = z.object({ id: z.uuid() });

const listExportsRoute = createRoute({
  method: 'get',
  path: '/api/v1/seller/product-exports',
  tags: [TAG],
  summary: "The shop's download history: product list files not yet expired, newest first",
  description: `Files are kept ${LIMITS.downloads.keptDays} days (product.md §9), then deleted.`,
  responses: {
    200: {
      description: 'The files, in data',
      content: { 'application/json': { schema: dataSchema(z.array(productExportSchema)) } },
    },
    ...seller,
  },
});

const createExportRoute = createRoute({
  method: 'post',
  path: '/api/v1/seller/product-exports',
  tags: [TAG],
  summary: "Writes the shop's product list (one row per variant) to an XLSX or CSV file",
  description:
    'Optionally only the products of one status. The file is stored privately and listed in the download history; fetch it with GET .../{id}/file.',
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z.object({ format: z.enum(['xlsx', 'csv']), status: z.enum(PRODUCT_STATUSES).optional() }),
        },
      },
    },
  },
  responses: {
    201: {
      description: 'The new history entry',
      content: { 'application/json': { schema: dataSchema(productExportSchema) } },
    },
    400: errorResponses[400],
    ...seller,
  },
});

const importStatusRoute = createRoute({
  method: 'get',
  path: '/api/v1/seller/product-imports/{id}',
  tags: [TAG],
  summary: 'One bulk upload: its progress, then its result (products created, or every bad row)',
  request: { params: idParams },
  responses: {
    200: {
      description: 'The upload, in data',
      content: { 'application/json': { schema: dataSchema(productImportSchema) } },
    },
    ...seller,
    404: errorResponses[404],
  },
});

const editRowsRoute = createRoute({
  method: 'get',
  path: '/api/v1/seller/product-bulk/rows',
  tags: [TAG],
  summary: "One page of the shop's products with their variants, for the bulk edit table",
  request: {
    query: z.object({
      status: z.enum(BULK_EDIT_FILTERS).default('all'),
      q: z.string().max(LIMITS.product.sellerSearchMax).optional(),
      page: z.coerce.number().int().min(1).max(10_000).default(1),
    }),
  },
  responses: {
    200: {
      description: 'The page, in data.data; total, page and pageSize beside it',
      content: { 'application/json': { schema: dataSchema(bulkEditRowsSchema) } },
    },
    400: errorResponses[400],
    ...seller,
  },
});

const bulkEditRoute = createRoute({
  method: 'patch',
  path: '/api/v1/seller/products/bulk',
  tags: [TAG],
  summary: 'Saves price, sale price, stock and visibility of many variants at once: all or nothing',
  description: `At most ${B.editRowsMax} products. Each row carries the values the seller saw (expected, expectedStatus); a value changed meanwhile refuses the row. The price rule (no change within ${LIMITS.product.priceChangeLockoutDays} days of the last, at most ${LIMITS.product.priceChangesMax}) applies per product. Any refused row: 409 BULK_EDIT_REJECTED, nothing saved, one field error per row or cell (path "<productId>" or "<productId>.<variantId>.<field>").`,
  request: { body: { required: true, content: { 'application/json': { schema: bulkEditSchema } } } },
  responses: {
    200: {
      description: 'How many products and variants changed',
      content: { 'application/json': { schema: dataSchema(bulkEditResultSchema) } },
    },
    400: errorResponses[400],
    ...seller,
    409: { ...errorResponses[409], description: 'BULK_EDIT_REJECTED: rows refused, nothing saved' },
  },
});

/**
 * The seller's bulk work on products (product.md §2, 5 and 9): the product list download
 * with its 30-day history, the bulk upload (template, one file, progress, per-row result) and
 * the bulk edit of prices, stock and visibility.
 */
export function productBulkRoutes() {
  const router = createRouter();
  // The file routes first: /product-imports/template must not reach /product-imports/{id}.
  router.get('/api/v1/seller/product-exports/:id/file', async (c) => {
    const shop = await requireSellerShop(c);
    const id = idParams.safeParse({ id: c.req.param('id') });
    if (!id.success) throw new AppError('NOT_FOUND');
    const file = await loadProductExportFile(c.get('app'), shop.shopId, id.data.id);
    return c.body(new Uint8Array(file.body), 200, {
      'Content-Type': file.contentType,
      'Content-Disposition': `attachment; filename="${file.fileName}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });

  router.get('/api/v1/seller/product-imports/template', async (c) => {
    await requireSellerShop(c);
    const body = await buildImportTemplate(c.get('app'), c.get('info').language);
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': CONTENT_TYPES.xlsx,
      'Content-Disposition': 'attachment; filename="mau-tai-len-san-pham.xlsx"',
      'Cache-Control': 'private, no-store',
    });
  });

  router.post(
    '/api/v1/seller/product-imports',
    // Room for a second file, so that one is answered FILE_COUNT_EXCEEDED rather than 413.
    uploadLimit({ sheets: 2 }),
    async (c) => {
      const shop = await requireSellerShop(c);
      const contentType = c.req.header('content-type') ?? '';
      if (!contentType.startsWith('multipart/form-data')) throw new AppError('MALFORMED_REQUEST');
      const form = await c.req.parseBody({ all: true });
      // product.md §5: one file per upload, whatever field the files came in.
      const files = Object.values(form)
        .flat()
        .filter((value): value is File => value instanceof File);
      if (files.length > B.filesMax)
        throw new AppError('FILE_COUNT_EXCEEDED', { params: { max: B.filesMax } });
      const [file] = files;
      if (!file) {
        throw new AppError('VALIDATION_FAILED', {
          fields: [{ path: 'file', message: 'validation.required' }],
        });
      }
      const row = await startProductImport(c.get('app'), shop.shopId, {
        name: file.name,
        body: new Uint8Array(await file.arrayBuffer()),
      });
      return c.json({ data: importView(row, c.get('info').language) }, 202);
    },
  );

  router
    .openapi(listExportsRoute, async (c) => {
      const shop = await requireSellerShop(c);
      return c.json({ data: await listProductExports(c.get('app'), shop.shopId) }, 200);
    })
    .openapi(createExportRoute, async (c) => {
      const shop = await requireSellerShop(c);
      const body = c.req.valid('json');
      const view = await createProductExport(c.get('app'), shop.shopId, {
        format: body.format,
        status: body.status,
        language: c.get('info').language,
      });
      return c.json({ data: view }, 201);
    })
    .openapi(importStatusRoute, async (c) => {
      const shop = await requireSellerShop(c);
      const row = await loadProductImport(c.get('app'), shop.shopId, c.req.valid('param').id);
      return c.json({ data: importView(row, c.get('info').language) }, 200);
    })
    .openapi(editRowsRoute, async (c) => {
      const shop = await requireSellerShop(c);
      return c.json({ data: await listBulkEditRows(c.get('app'), shop.shopId, c.req.valid('query')) }, 200);
    })
    .openapi(bulkEditRoute, async (c) => {
      const shop = await requireSellerShop(c);
      return c.json({ data: await applyBulkEdit(c.get('app'), shop.shopId, c.req.valid('json')) }, 200);
    });

  describeFileRoutes(router);
  return router;
}

function describeFileRoutes(router: ReturnType<typeof createRouter>) {
  router.openAPIRegistry.registerPath({
    method: 'get',
    path: '/api/v1/seller/product-exports/{id}/file',
    tags: [TAG],
    summary: 'Downloads one file of the history (the shop’s own, not expired; otherwise 404)',
    request: { params: idParams },
    responses: {
      200: { description: 'The XLSX or CSV file (attachment)' },
      ...seller,
      404: errorResponses[404],
    },
  });
  router.openAPIRegistry.registerPath({
    method: 'get',
    path: '/api/v1/seller/product-imports/template',
    tags: [TAG],
    summary: 'The bulk upload template (XLSX): the sheet to fill, an example, instructions, category codes',
    responses: { 200: { description: 'The XLSX file (attachment)' }, ...seller },
  });
  router.openAPIRegistry.registerPath({
    method: 'post',
    path: '/api/v1/seller/product-imports',
    tags: [TAG],
    summary: 'Uploads ONE filled template (XLSX or CSV, checked by content) and queues its import',
    description: `At most ${uploadMaxMb('sheet')} MB and ${B.importRowsMax} rows. Two files or more: 400 FILE_COUNT_EXCEEDED; another format: 415 UNSUPPORTED_FILE. Answers 202 with the upload; poll GET .../{id} for progress and the per-row result. All or nothing: any bad row imports no product.`,
    request: {
      body: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: z.object({ file: z.string().openapi({ type: 'string', format: 'binary' }) }),
          },
        },
      },
    },
    responses: {
      202: {
        description: 'The queued upload',
        content: { 'application/json': { schema: dataSchema(productImportSchema) } },
      },
      400: errorResponses[400],
      ...seller,
      413: { description: 'FILE_TOO_LARGE', content: { 'application/json': { schema: errorBodySchema } } },
      415: { description: 'UNSUPPORTED_FILE', content: { 'application/json': { schema: errorBodySchema } } },
    },
  });
}
