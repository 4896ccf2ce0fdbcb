import {
  kolApplicationSchema,
  makeKolApplicationSchema,
} from '@cho-dep/core/affiliate/affiliate-input-schemas';
import { AppError } from '@cho-dep/core/errors/app-error';
import { toFieldErrors } from '@cho-dep/core/validation/field-errors';
import { createRoute } from '@hono/zod-openapi';
import { requireUser } from '../../accounts/current-user';
import { dataSchema, errorResponses } from '../../http/responses';
import { createRouter } from '../../http/router';
import { applyAsKol, myKolApplication } from './kol-application';
import { kolApplicationViewSchema } from './kol-schemas';

const tags = ['Affiliate KOL application'];
const PATH = '/api/v1/affiliate/kol/application';

const readRoute = createRoute({
  method: 'get',
  path: PATH,
  tags,
  summary: "The signed-in user's KOL application and its status (null when they never applied)",
  responses: {
    200: {
      description: 'The application',
      content: { 'application/json': { schema: dataSchema(kolApplicationViewSchema.nullable()) } },
    },
    401: errorResponses[401],
  },
});
const applyRoute = createRoute({
  method: 'post',
  path: PATH,
  tags,
  summary: 'Apply to be a KOL (again after a rejection); the admin approves or rejects with a reason',
  description:
    '1 to 5 channels (platform, http(s) link up to 200 characters, followers), 1 to 4 niches, intro up to 500, bank name, account number of 6 to 20 digits, account holder, a valid Vietnamese tax code, acceptTerms true.',
  request: { body: { required: true, content: { 'application/json': { schema: kolApplicationSchema } } } },
  responses: {
    201: {
      description: 'The application, pending',
      content: { 'application/json': { schema: dataSchema(kolApplicationViewSchema) } },
    },
    400: errorResponses[400],
    401: errorResponses[401],
    409: { ...errorResponses[409], description: 'AFFILIATE_ALREADY_APPLIED' },
  },
});

/** The KOL application: apply, and read my status. */
export function kolRoutes() {
  return createRouter()
    .openapi(readRoute, async (c) => {
      const user = requireUser(c);
      return c.json({ data: await myKolApplication(c.get('app').database.db, user.userId) }, 200);
    })
    .openapi(applyRoute, async (c) => {
      const user = requireUser(c);
      const ctx = c.get('app');
      // The tax code's CCCD form carries a birth year that must not be after this one.
      const checked = makeKolApplicationSchema(ctx.now().getUTCFullYear()).safeParse(await c.req.json());
      if (!checked.success) throw new AppError('VALIDATION_FAILED', { fields: toFieldErrors(checked.error) });
      return c.json({ data: await applyAsKol(ctx, user.userId, checked.data) }, 201);
    });
}
