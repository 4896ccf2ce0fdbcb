// Row 1: every OpenAPI operation with an object id in its path, called on user A's object as
// user B of the same role and as anonymous. A 2xx on an object private to A is a leak.
import { Client } from './http-client.mjs';
import { bodySchemaOf, minimalBody } from './openapi-body.mjs';

// [path pattern, id name, 'private' | 'public' | 'scoped' (the id names no object: a 2xx must
// not show A's data), owner, attackers of the owner's role]. First match wins; read from the routes.
const RULES = [
  [/^\/api\/v1\/admin\/shop-applications\//, 'adminShop', 'private', 'admin', ['sellerB', 'buyerB']],
  [/^\/api\/v1\/admin\/products\//, 'adminProduct', 'private', 'admin', ['sellerB', 'buyerB']],
  [/^\/api\/v1\/admin\/vouchers\//, 'adminVoucher', 'private', 'admin', ['sellerB', 'buyerB']],
  [/^\/api\/v1\/admin\/campaigns\/nominations\//, 'nomination', 'private', 'admin', ['sellerB']],
  [/^\/api\/v1\/admin\/campaigns\//, 'campaign', 'private', 'admin', ['sellerB']],
  [/^\/api\/v1\/admin\/returns\//, 'return', 'private', 'admin', ['sellerB']],
  [/^\/api\/v1\/mobile\/addresses\//, 'address', 'private', 'buyerA', ['buyerB']],
  [/^\/api\/v1\/mobile\/carts\//, 'cart', 'private', 'buyerA', ['buyerB']],
  [/^\/api\/v1\/mobile\/checkout\//, 'checkout', 'private', 'buyerA', ['buyerB']],
  [/^\/api\/v1\/mobile\/orders\/\{id\}\/return-request/, 'returnedOrder', 'private', 'buyerA', ['buyerB']],
  [/^\/api\/v1\/mobile\/orders\//, 'order', 'private', 'buyerA', ['buyerB']],
  [/^\/api\/v1\/public\/orders\//, 'order', 'private', 'buyerA', ['buyerB']],
  [/^\/api\/v2\/mobile\/notifications\//, 'notification', 'private', 'buyerA', ['buyerB']],
  [/^\/api\/v1\/mobile\/reviews\//, 'buyerReview', 'private', 'buyerA', ['buyerB']],
  [/^\/api\/v1\/mobile\/shops\//, 'shop', 'public', 'buyerA', ['buyerB']],
  [/^\/api\/v1\/mobile\/products\//, 'product', 'public', 'buyerA', ['buyerB']],
  [/^\/api\/v1\/mobile\/vouchers\//, 'voucher', 'public', 'buyerA', ['buyerB']],
  [/^\/api\/v1\/seller\/orders\//, 'sellerOrder', 'private', 'sellerA', ['sellerB']],
  [/^\/api\/v1\/seller\/revenue\/orders\//, 'sellerOrder', 'private', 'sellerA', ['sellerB']],
  [/^\/api\/v1\/seller\/settlements\//, 'period', 'scoped', 'sellerA', ['sellerB']],
  [/^\/api\/v1\/seller\/products\//, 'product', 'private', 'sellerA', ['sellerB']],
  [/^\/api\/v1\/seller\/product-imports\//, 'productImport', 'private', 'sellerA', ['sellerB']],
  [/^\/api\/v1\/seller\/product-exports\//, 'productExport', 'private', 'sellerA', ['sellerB']],
  [/^\/api\/v1\/seller\/returns\//, 'return', 'private', 'sellerA', ['sellerB']],
  [/^\/api\/v1\/seller\/reviews\//, 'review', 'private', 'sellerA', ['sellerB']],
  [/^\/api\/v1\/seller\/vouchers\//, 'voucher', 'private', 'sellerA', ['sellerB']],
  [/^\/api\/v1\/seller\/banners\//, 'banner', 'private', 'sellerA', ['sellerB']],
  [/^\/api\/v1\/seller\/promotions\//, 'promotion', 'private', 'sellerA', ['sellerB']],
  [/^\/api\/v1\/seller\/size-charts\//, 'sizeChart', 'private', 'sellerA', ['sellerB']],
  [/^\/api\/v1\/seller\/shop-categories\//, 'shopCategory', 'private', 'sellerA', ['sellerB']],
  [/^\/api\/v1\/seller\/campaigns\/nominations\//, 'nomination', 'private', 'sellerA', ['sellerB']],
  [/^\/api\/v1\/seller\/campaigns\//, 'campaign', 'scoped', 'sellerA', ['sellerB']],
  [
    /^\/api\/v1\/shop-registration\/documents\//,
    'documentKey',
    'private',
    'applicant',
    ['buyerB', 'sellerB'],
  ],
  [/^\/api\/v1\/public\/products\//, 'product', 'public', 'buyerA', ['buyerB']],
  [/^\/api\/v1\/public\/shops\//, 'shop', 'public', 'buyerA', ['buyerB']],
  [/^\/api\/v1\/public\/banners\//, 'banner', 'public', 'buyerA', ['buyerB']],
  [/^\/api\/v1\/public\/campaigns\//, 'campaign', 'public', 'buyerA', ['buyerB']],
  [/^\/api\/v1\/public\/categories\//, 'category', 'public', 'buyerA', ['buyerB']],
  [/^\/api\/v1\/public\/collections\//, 'collection', 'public', 'buyerA', ['buyerB']],
  [/^\/api\/v1\/public\/provinces\//, 'province', 'public', 'buyerA', ['buyerB']],
];

export async function objectAccess(doc, users, ids, tally) {
  const anon = new Client('anonymous', tally);
  const routes = [];
  const leaks = [];
  const skipped = [];
  for (const [template, methods] of Object.entries(doc.paths)) {
    if (!template.includes('{')) continue;
    for (const [method, operation] of Object.entries(methods)) {
      const name = `${method.toUpperCase()} ${template}`;
      const rule = RULES.find(([pattern]) => pattern.test(template));
      if (!rule) {
        skipped.push({ route: name, why: 'no rule names its object' });
        continue;
      }
      const [, idName, privacy, ownerName, attackers] = rule;
      const id = ids[idName];
      if (!id) {
        skipped.push({ route: name, why: `no ${idName} of the owner in the demo data` });
        continue;
      }
      const path = template.replace(/\{[^}]+\}/g, idName === 'documentKey' ? id : encodeURIComponent(id));
      const schema = bodySchemaOf(operation);
      const body = schema ? minimalBody(schema, doc) : method === 'get' ? undefined : {};
      const verb = method.toUpperCase();
      // The owner reads first (GET only, writes would change A's data): proves the id is live.
      const owner = users[ownerName];
      const ownerAnswer = verb === 'GET' && owner ? await owner.request(verb, path, { tally }) : undefined;
      const answers = {};
      for (const who of [...attackers, 'anonymous']) {
        const client = who === 'anonymous' ? anon : users[who];
        client.tally = tally;
        const res = await client.request(verb, path, {
          body,
          headers: { 'idempotency-key': `audit-${Math.random()}` },
        });
        answers[who] = res.status;
        const ok = res.status >= 200 && res.status < 300;
        // A scoped answer leaks when it is A's answer, or names A's shop.
        const sameAsOwner =
          (ownerAnswer && ownerAnswer.status === 200 && res.text === ownerAnswer.text) ||
          res.text.includes(ids.shop) ||
          res.text.includes(ids.shopName);
        if (ok && (privacy === 'private' || (privacy === 'scoped' && sameAsOwner)))
          leaks.push({
            route: name,
            request: `${verb} ${path} as ${who}`,
            status: res.status,
            answer: res.text.slice(0, 300),
          });
      }
      routes.push({ route: name, privacy, owner: ownerAnswer?.status ?? '-', ...answers });
    }
  }
  return { routes, leaks, skipped };
}
