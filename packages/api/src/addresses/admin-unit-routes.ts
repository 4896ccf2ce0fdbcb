import { AppError } from '@cho-dep/core/errors/app-error';
import { COUNTRIES } from '@cho-dep/core/locale/locales';
import { createRoute, z } from '@hono/zod-openapi';
import { dataSchema, errorResponses } from '../http/responses';
import { createRouter } from '../http/router';
import { findProvince, listProvinces, listWards, provinceDisplayName } from './admin-unit-queries';

const provinceSchema = z
  .object({
    code: z.string().openapi({ example: '79' }),
    name: z.string().openapi({ example: 'Thành phố Hồ Chí Minh' }),
    /** Official name in the country's own language. */
    officialName: z.string(),
    type: z.string().openapi({ example: 'municipality' }),
    country: z.enum(COUNTRIES),
    version: z.string(),
  })
  .openapi('Province');

const wardSchema = z
  .object({
    code: z.string().openapi({ example: '26740' }),
    name: z.string().openapi({ example: 'Phường Sài Gòn' }),
    type: z.string().openapi({ example: 'ward' }),
    provinceCode: z.string(),
    version: z.string(),
  })
  .openapi('Ward');

// The lists change only with a data release; an hour of caching spares the database.
const CACHE = 'public, max-age=3600';

const provincesRoute = createRoute({
  method: 'get',
  path: '/api/v1/public/provinces',
  tags: ['Addresses'],
  summary: 'First-level administrative units: Vietnam (34 since 1 July 2025) or Korea (17)',
  request: {
    query: z.object({
      country: z
        .enum(COUNTRIES)
        .optional()
        .openapi({ description: 'Defaults to the X-Country header, then VN' }),
    }),
  },
  responses: {
    200: {
      description: 'Provinces',
      content: { 'application/json': { schema: dataSchema(z.array(provinceSchema)) } },
    },
    400: errorResponses[400],
  },
});

const wardsRoute = createRoute({
  method: 'get',
  path: '/api/v1/public/provinces/{code}/wards',
  tags: ['Addresses'],
  summary:
    "A Vietnamese province's wards, communes and special zones (empty for Korea: districts are free text)",
  request: { params: z.object({ code: z.string().max(10) }) },
  responses: {
    200: {
      description: 'Wards',
      content: { 'application/json': { schema: dataSchema(z.array(wardSchema)) } },
    },
    404: errorResponses[404],
  },
});

export function adminUnitRoutes() {
  const router = createRouter();
  router.openapi(provincesRoute, async (c) => {
    const { db } = c.get('app').database;
    const info = c.get('info');
    const rows = await listProvinces(db, c.req.valid('query').country ?? info.country);
    c.header('Cache-Control', CACHE);
    return c.json(
      {
        data: rows.map((row) => ({
          code: row.code,
          name: provinceDisplayName(row, info.language),
          officialName: row.name,
          type: row.type,
          country: row.country,
          version: row.version,
        })),
      },
      200,
    );
  });
  router.openapi(wardsRoute, async (c) => {
    const { db } = c.get('app').database;
    const province = await findProvince(db, c.req.valid('param').code);
    if (!province) throw new AppError('NOT_FOUND');
    const rows = await listWards(db, province.code);
    c.header('Cache-Control', CACHE);
    return c.json(
      {
        data: rows.map((row) => ({
          code: row.code,
          name: row.name,
          type: row.type,
          provinceCode: row.provinceCode,
          version: row.version,
        })),
      },
      200,
    );
  });
  return router;
}
