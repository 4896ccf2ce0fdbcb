import { addressInputSchema } from '@cho-dep/core/address/address-schemas';
import { createRoute, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { requireUser } from '../accounts/current-user';
import type { ApiEnv } from '../http/hono-env';
import { dataSchema, errorBodySchema, errorResponses } from '../http/responses';
import { createRouter } from '../http/router';
import {
  createAddress,
  deleteAddress,
  getAddress,
  listAddresses,
  setDefaultAddress,
  updateAddress,
} from './address-service';
import { addressViewSchema } from './address-view';

const BASE = '/api/v1/mobile/addresses';
const tags = ['Addresses'];
const security = [{ bearerAuth: [] }];
const idParam = z.object({ id: z.string().openapi({ description: 'Address id (uuid)' }) });
const body = { content: { 'application/json': { schema: addressInputSchema } }, required: true };
const one = {
  description: 'The address',
  content: { 'application/json': { schema: dataSchema(addressViewSchema) } },
};
const signedIn = { 401: errorResponses[401], 404: errorResponses[404] };

const listRoute = createRoute({
  method: 'get',
  path: BASE,
  tags,
  security,
  summary: 'My delivery addresses, default first',
  responses: {
    200: {
      description: 'Addresses',
      content: { 'application/json': { schema: dataSchema(z.array(addressViewSchema)) } },
    },
    401: errorResponses[401],
  },
});

const createAddressRoute = createRoute({
  method: 'post',
  path: BASE,
  tags,
  security,
  summary: 'Save a delivery address (the first one becomes the default; at most 20)',
  request: { body },
  responses: {
    201: one,
    400: errorResponses[400],
    401: errorResponses[401],
    409: {
      description: 'Address limit reached',
      content: { 'application/json': { schema: errorBodySchema } },
    },
  },
});

const getRoute = createRoute({
  method: 'get',
  path: `${BASE}/{id}`,
  tags,
  security,
  summary: 'One of my addresses',
  request: { params: idParam },
  responses: { 200: one, ...signedIn },
});

const updateRoute = createRoute({
  method: 'put',
  path: `${BASE}/{id}`,
  tags,
  security,
  summary: 'Replace one of my addresses',
  request: { params: idParam, body },
  responses: { 200: one, 400: errorResponses[400], ...signedIn },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: `${BASE}/{id}`,
  tags,
  security,
  summary: 'Delete one of my addresses (a deleted default passes to the newest remaining one)',
  request: { params: idParam },
  responses: {
    200: {
      description: 'Deleted',
      content: { 'application/json': { schema: dataSchema(z.object({ _id: z.string() })) } },
    },
    ...signedIn,
  },
});

const defaultRoute = createRoute({
  method: 'post',
  path: `${BASE}/{id}/default`,
  tags,
  security,
  summary: 'Make one of my addresses the default',
  request: { params: idParam },
  responses: { 200: one, ...signedIn },
});

export function addressRoutes() {
  const router = createRouter();
  // Login is checked before the body is validated: a guest learns nothing about the input rules.
  const signedInOnly: MiddlewareHandler<ApiEnv> = async (c, next) => {
    requireUser(c);
    await next();
  };
  router.use(BASE, signedInOnly);
  router.use(`${BASE}/*`, signedInOnly);
  router.openapi(listRoute, async (c) => {
    const user = requireUser(c);
    return c.json({ data: await listAddresses(c.get('app'), user.userId, c.get('info').language) }, 200);
  });
  router.openapi(createAddressRoute, async (c) => {
    const user = requireUser(c);
    const view = await createAddress(c.get('app'), user.userId, c.req.valid('json'), c.get('info').language);
    return c.json({ data: view }, 201);
  });
  router.openapi(getRoute, async (c) => {
    const user = requireUser(c);
    const view = await getAddress(c.get('app'), user.userId, c.req.valid('param').id, c.get('info').language);
    return c.json({ data: view }, 200);
  });
  router.openapi(updateRoute, async (c) => {
    const user = requireUser(c);
    const { id } = c.req.valid('param');
    const view = await updateAddress(
      c.get('app'),
      user.userId,
      id,
      c.req.valid('json'),
      c.get('info').language,
    );
    return c.json({ data: view }, 200);
  });
  router.openapi(deleteRoute, async (c) => {
    const user = requireUser(c);
    const { id } = c.req.valid('param');
    await deleteAddress(c.get('app'), user.userId, id);
    return c.json({ data: { _id: id } }, 200);
  });
  router.openapi(defaultRoute, async (c) => {
    const user = requireUser(c);
    const view = await setDefaultAddress(
      c.get('app'),
      user.userId,
      c.req.valid('param').id,
      c.get('info').language,
    );
    return c.json({ data: view }, 200);
  });
  return router;
}
