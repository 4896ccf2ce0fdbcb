import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants } from '../products/catalog/products.tables';
import { carrierSettingsOf } from '../shipments/carrier-settings';
import { placeAwaitingPickupOrder } from '../shipments/shipment-test-fixtures';
import { prepareCheckoutData } from '../testing/address-fixtures';
import { type BadRequest, badRequestsOf, sharpRequestsOf } from '../testing/bad-input-arbitraries';
import { type Operation, openApiPathOf, operationsOf } from '../testing/openapi-operations';
import { createTestApp } from '../testing/test-app';
import { signIn } from '../testing/user-fixtures';
import { createTestLogin } from '../verification/test-login';

/**
 * No request, however broken, gets a 5xx: for every route of the OpenAPI document and every
 * route registered by hand beside it, fast-check spoils one part of a sensible request (a
 * path or query parameter, a body field, the whole body) and sends it as anonymous, buyer,
 * seller and admin. The sharpest values in every part are tried first, then random bad input
 * from the route's own schema. One database for all routes; fixed seed, bounded runs (raise
 * RUNS_PER_ROUTE locally to search harder). What counts as bad input: decision 030.
 */

const SEED = 20_261_127;
const RUNS_PER_ROUTE = 20;
const ROLES = ['anonymous', 'buyer', 'seller', 'admin'] as const;
type Role = (typeof ROLES)[number];

/**
 * The routes registered without a zod route (plain Hono handlers) that the document does not
 * list, with the inputs they read. A new plain route fails the count below until it is added.
 */
const text = { type: 'string' };
const HAND_REGISTERED: Operation[] = [
  hand('get', '/api/docs'),
  hand('get', '/community/v1/profile/me'),
  hand('get', '/media/{key}'),
  hand('get', '/dev/carrier', { q: text }),
  hand('post', '/dev/carrier/{carrier}/{trackingCode}/advance', {}, { to: text }),
  hand('post', '/dev/carrier/{carrier}/{trackingCode}/scenario/{name}'),
  hand('get', '/dev/pay/vnpay/paymentv2/vpcpay.html', {
    vnp_TxnRef: text,
    vnp_Amount: text,
    vnp_SecureHash: text,
  }),
  hand(
    'post',
    '/dev/pay/momo/v2/gateway/api/create',
    {},
    { orderId: text, amount: { type: 'integer' }, signature: text },
  ),
  hand('get', '/dev/pay/momo/pay', { t: text }),
  hand(
    'post',
    '/dev/pay/zalopay/v2/create',
    {},
    { app_trans_id: text, amount: { type: 'integer' }, mac: text },
  ),
  hand('get', '/dev/pay/zalopay/pay', { t: text }),
  hand('post', '/dev/pay/vnpay/merchant_webapi/api/transaction', {}, { vnp_TxnRef: text, vnp_Amount: text }),
  hand('post', '/dev/pay/momo/v2/gateway/api/refund', {}, { orderId: text, amount: { type: 'integer' } }),
  hand('post', '/dev/pay/zalopay/v2/refund', {}, { m_refund_id: text, amount: { type: 'integer' } }),
  hand('post', '/dev/pay/{provider}/complete/{token}', {}, { outcome: text }),
  hand('post', '/dev/pay/{provider}/replay/{token}'),
  // The local sign-in providers (OAUTH_SIMULATOR): the providers' own paths and parameters.
  ...(['google', 'apple'] as const).flatMap((provider) => [
    hand('get', `/dev/oauth/${provider}/.well-known/openid-configuration`),
    hand('get', `/dev/oauth/${provider}/${provider === 'apple' ? 'auth/keys' : 'jwks'}`),
    hand('post', `/dev/oauth/${provider}/${provider === 'apple' ? 'auth/' : ''}token`, {}, { code: text }),
  ]),
  hand('get', '/dev/oauth/google/authorize', { client_id: text, redirect_uri: text, code_challenge: text }),
  hand('get', '/dev/oauth/apple/auth/authorize', {
    client_id: text,
    redirect_uri: text,
    response_mode: text,
  }),
  hand('get', '/dev/oauth/google/userinfo'),
  hand('get', '/dev/oauth/facebook/v21.0/dialog/oauth', { client_id: text, redirect_uri: text }),
  hand('get', '/dev/oauth/facebook/graph/v21.0/oauth/access_token', { client_id: text, code: text }),
  hand('get', '/dev/oauth/facebook/graph/v21.0/me', { access_token: text, appsecret_proof: text }),
  hand('get', '/dev/oauth/facebook/graph/v21.0/debug_token', { input_token: text, access_token: text }),
  hand('get', '/dev/oauth/zalo/v4/permission', { app_id: text, redirect_uri: text, code_challenge: text }),
  hand('post', '/dev/oauth/zalo/v4/access_token', {}, { code: text, app_id: text }),
  hand('get', '/dev/oauth/zalo/graph/v2.0/me'),
  hand('post', '/dev/oauth/{provider}/consent', {}, { client_id: text, decision: text }),
];

/**
 * Plain routes the document lists without their inputs (the gateways' and carriers' own
 * formats), given them here so the bad input reaches past their secrets.
 */
function withPlainInputs(op: Operation, secrets: { ghnToken: string; ghtkHash: string }): Operation {
  const inputs: Record<string, Operation> = {
    'POST /api/v1/carriers/ghn/webhook': hand(
      'post',
      op.path,
      { token: { type: 'string', default: secrets.ghnToken } },
      {
        Type: { type: 'string', default: 'switch_status' },
        OrderCode: text,
        Status: text,
        Time: text,
        ShopID: text,
      },
    ),
    'POST /api/v1/carriers/ghtk/webhook': {
      ...hand('post', op.path, { hash: { type: 'string', default: secrets.ghtkHash } }),
      bodies: [
        {
          mediaType: 'application/x-www-form-urlencoded',
          schema: {
            type: 'object',
            properties: {
              label_id: text,
              partner_id: text,
              status_id: { type: 'string', default: '5' },
              action_time: text,
            },
          },
        },
      ],
    },
    'POST /api/v1/payments/momo/ipn': hand(
      'post',
      op.path,
      {},
      {
        partnerCode: text,
        orderId: text,
        requestId: text,
        amount: { type: 'integer' },
        resultCode: { type: 'integer' },
        transId: { type: 'integer' },
        signature: text,
      },
    ),
    'POST /api/v1/payments/zalopay/callback': hand(
      'post',
      op.path,
      {},
      { data: text, mac: text, type: { type: 'integer' } },
    ),
    'GET /api/v1/payments/vnpay/ipn': hand('get', op.path, {
      vnp_TxnRef: text,
      vnp_Amount: text,
      vnp_ResponseCode: text,
      vnp_SecureHash: text,
    }),
  };
  return inputs[routeKey(op.method, op.path)] ?? op;
}

function hand(
  method: string,
  path: string,
  query: Record<string, object> = {},
  body?: Record<string, object>,
): Operation {
  return {
    method,
    path,
    pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((m) => ({
      name: m[1] as string,
      schema: { type: 'string' },
    })),
    queryParams: Object.entries(query).map(([name, schema]) => ({ name, schema })),
    bodies: body ? [{ mediaType: 'application/json', schema: { type: 'object', properties: body } }] : [],
  };
}

/** `GET /a/{}`: routes compared whatever their parameters are called (`{id}`, `:id{regex}`, `*`). */
const routeKey = (method: string, path: string) =>
  `${method.toUpperCase()} ${openApiPathOf(path).replace(/\{\w*\}|\*/g, '{}')}`;

let app: Awaited<ReturnType<typeof createTestApp>>;
let documented: Operation[];
let world: Awaited<ReturnType<typeof placeAwaitingPickupOrder>> & { productId: string };

/**
 * Real rows behind the sensible requests: a shop with a product and an order awaiting pickup,
 * its seller and its buyer. Path ids of orders, products, variants and shops point at them, so
 * the spoilt part reaches the handler's own work, not only a 404.
 */
function withRealIds(op: Operation): Operation {
  const idFor = (name: string) => {
    const before = op.path.split(`{${name}}`)[0] ?? '';
    if (/\/orders\/$/.test(before)) return world.orderId;
    if (/\/products\/$/.test(before)) return world.productId;
    if (/\/variants\/$/.test(before)) return world.variantId;
    if (/\/shops\/$/.test(before)) return world.shopId;
    return undefined;
  };
  return {
    ...op,
    pathParams: op.pathParams.map((p) => {
      const id = idFor(p.name);
      return id ? { ...p, schema: { ...p.schema, default: id } } : p;
    }),
  };
}

beforeAll(async () => {
  app = await createTestApp();
  await prepareCheckoutData(app.ctx);
  const order = await placeAwaitingPickupOrder(app.ctx, app.api, 'ghn');
  const [variant] = await app.ctx.database.db
    .select({ productId: productVariants.productId })
    .from(productVariants)
    .where(eq(productVariants.id, order.variantId));
  world = { ...order, productId: variant?.productId as string };
  const carriers = carrierSettingsOf(app.ctx.config);
  const secrets = { ghnToken: carriers.ghn.webhookToken, ghtkHash: carriers.ghtk.webhookHash };
  documented = operationsOf(await (await app.api.request('/api/docs')).json()).map((op) =>
    withRealIds(withPlainInputs(op, secrets)),
  );
});
afterAll(() => app.close());

/** Fresh sessions per route: a route that signs out or deletes must not disarm the next. */
async function sessionsFor(): Promise<Record<Role, Record<string, string>>> {
  return {
    anonymous: {},
    buyer: await signIn(app.ctx, world.buyer.userId),
    seller: await signIn(app.ctx, world.seller.userId),
    admin: (await createTestLogin(app.ctx, { roles: ['buyer', 'admin'] })).headers,
  };
}

/** The role that gets furthest into a route: its owner. */
function ownerOf(op: Operation): Role {
  if (op.path.includes('/seller/')) return 'seller';
  if (op.path.includes('/admin/')) return 'admin';
  return 'buyer';
}

async function send(request: BadRequest, headers: Record<string, string>): Promise<number> {
  const res = await app.api.request(request.url, {
    method: request.method,
    headers: { ...request.headers, ...headers },
    body: request.body,
  });
  await res.arrayBuffer();
  return res.status;
}

describe('bad input never gives a 5xx', () => {
  it('covers every route: the whole OpenAPI document and the plain routes beside it', () => {
    const inDocument = new Set(documented.map((op) => routeKey(op.method, op.path)));
    const registered = new Set(
      app.api.routes.filter((r) => r.method !== 'ALL').map((r) => routeKey(r.method, r.path)),
    );
    const plain = [...registered].filter((key) => !inDocument.has(key)).sort();
    expect(plain).toEqual(HAND_REGISTERED.map((op) => routeKey(op.method, op.path)).sort());
    // Everything the document lists is served.
    expect([...inDocument].filter((key) => !registered.has(key))).toEqual([]);
  });

  it('refuses a NUL in the address of a page before any loader reads it', async () => {
    for (const url of ['/tim-kiem?brand=a%00b', '/ban-hang/quan-ly-don-hang?q=%00', '/nguoi-ban/a%00b']) {
      const res = await app.api.request(url);
      expect(res.status, url).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('MALFORMED_REQUEST');
    }
    // Anything else goes on to the pages (not mounted here: 404).
    expect((await app.api.request('/tim-kiem?brand=Coolmate')).status).toBe(404);
  });

  // Routes in shards, so each test stays within its time limit however many routes there are.
  const SHARDS = 4;
  const shardOf = (index: number) => index % SHARDS;
  let covered = 0;
  for (const shard of Array.from({ length: SHARDS }, (_, i) => i)) {
    it(`answers every spoilt request of every route below 500 (routes, part ${shard + 1} of ${SHARDS})`, {
      timeout: 300_000,
    }, async () => {
      const failures: string[] = [];
      const operations = [...documented, ...HAND_REGISTERED].filter((_, index) => shardOf(index) === shard);
      for (const op of operations) {
        const sessions = await sessionsFor();
        const sharp = sharpRequestsOf(op);
        for (const request of sharp) {
          const status = await send(request, sessions[ownerOf(op)]);
          if (status >= 500)
            failures.push(`${status} ${request.method} ${op.path} ${request.what} as ${ownerOf(op)}`);
        }
        const [only] = sharp;
        if (sharp.length === 1 && only?.what === 'no input') {
          // A route that reads nothing has one request to send: as every role, not 20 random picks.
          for (const role of ROLES) {
            const status = await send(only, sessions[role]);
            if (status >= 500) failures.push(`${status} ${only.method} ${op.path} no input as ${role}`);
          }
          covered++;
          continue;
        }
        const result = await fc.check(
          fc.asyncProperty(fc.constantFrom(...ROLES), badRequestsOf(op), async (role, request) => {
            const status = await send(request, sessions[role]);
            if (status >= 500)
              throw new Error(`${status} ${request.method} ${op.path} ${request.what} as ${role}`);
          }),
          { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
        );
        if (result.failed) failures.push(String((result.errorInstance as Error | undefined)?.message));
        covered++;
      }
      expect(failures).toEqual([]);
    });
  }

  it('sent bad input to every route', () => {
    expect(covered).toBe(documented.length + HAND_REGISTERED.length);
  });
});
