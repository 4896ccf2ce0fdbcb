// The cast of the audit: two buyers, two sellers, an admin and anonymous, plus objects that
// belong to buyer A (an order placed now) and seller A (read from their own list endpoints).
import { Client } from './http-client.mjs';
import {
  campaignAndNomination,
  completeAndReview,
  exportProducts,
  importProducts,
  placeOrder,
  promotion,
  returnRequest,
} from './make-objects.mjs';

const DEMO = {
  buyerA: 'buyer@demo.vn',
  sellerA: 'seller@demo.vn',
  sellerB: 'seller1@demo.vn',
  admin: 'admin@demo.vn',
};

/** Reads the newest code mailed to `email` from the admin outbox. */
export async function codeMailedTo(admin, email) {
  const res = await admin.get(`/api/v1/admin/outbox?recipient=${encodeURIComponent(email)}&limit=1`, {
    tally: null,
  });
  return res.json?.data?.data?.[0]?.body?.match(/\b\d{6}\b/)?.[0];
}

/** Two-step sign-up of a fresh buyer; the code is read from the admin outbox. */
export async function signUp(admin, email, tally = null) {
  const client = new Client(email, tally);
  client.email = email;
  await client.get('/healthz', { tally: null });
  const body = { fullName: 'Kiểm Tra Viên', email, password: 'Audit@12345', confirmPassword: 'Audit@12345' };
  const started = await client.request('POST', '/community/v2/auth/register', { body, tally: null });
  const ticket = started.json?.data?.ticket;
  const code = await codeMailedTo(admin, email);
  const done = await client.request('POST', '/community/v2/auth/register/confirm', {
    body: { ticket, code },
    tally: null,
  });
  if (done.status !== 201)
    throw new Error(`sign-up ${email}: ${started.status}/${done.status} ${done.text.slice(0, 200)}`);
  return client;
}

const first = (res, pick) => {
  try {
    return pick(res.json.data);
  } catch {
    return undefined;
  }
};

export async function setUpUsers() {
  const admin = await new Client('admin').login(DEMO.admin);
  const buyerA = await new Client('buyerA').login(DEMO.buyerA);
  const sellerA = await new Client('sellerA').login(DEMO.sellerA);
  const sellerB = await new Client('sellerB').login(DEMO.sellerB);
  // A pure buyer, signed up now; past the sign-ups an IP may make in an hour, an approved demo
  // seller stands in (also a buyer, and buyer routes give sellers nothing more).
  const buyerB = await signUp(admin, `audit-b-${Date.now()}@example.vn`).catch(async (error) => {
    console.error(`${error.message}: seller5@demo.vn stands in as buyer B`);
    return Object.assign(await new Client('buyerB').login('seller5@demo.vn'), { email: 'seller5@demo.vn' });
  });
  buyerB.name = 'buyerB';

  // Seller A's objects, from seller A's own lists.
  const list = (path, pick) => sellerA.get(path, { tally: null }).then((r) => first(r, pick));
  const productId = await list('/api/v1/seller/products', (d) => d.data[0].id);
  const hiddenProduct = await list('/api/v1/seller/products?tab=hidden', (d) => d.data[0]?.id);
  const product = (await buyerA.get(`/api/v1/public/products/${productId}`, { tally: null })).json.data;
  const reviews = await buyerA.get(`/api/v1/public/products/${productId}/reviews`, { tally: null });
  const settlements = await list('/api/v1/seller/settlements', (d) => d);

  // Buyer A's objects: an order placed now, their address, cart line, saved voucher.
  const placed = await placeOrder(buyerA, product, 0);
  const reviewed = await completeAndReview(buyerA, sellerA, product);
  const orderId = first(
    await buyerA.get('/api/v1/mobile/orders', { tally: null }),
    (d) => d.items.find((o) => o.checkoutId === placed.checkoutId)?.id ?? d.items.at(-1).id,
  );
  await buyerA.request('POST', '/api/v1/mobile/carts', {
    body: { variantId: product.variants[1].id },
    tally: null,
  });
  const cart = await buyerA.get('/api/v1/mobile/carts/all', { tally: null });
  const notifications = await buyerA.get('/api/v2/mobile/notifications', { tally: null });

  const ids = {
    order: orderId,
    checkout: placed.checkoutId,
    address: first(await buyerA.get('/api/v1/mobile/addresses', { tally: null }), (d) => d[0]._id),
    cart: first(cart, (d) => d.data.valid[0].items[0]._id),
    notification: first(notifications, (d) => d.items[0]?.id),
    sellerOrder: orderId, // placed above with one of seller A's products
    product: productId,
    hiddenProduct,
    review: first(reviews, (d) => (d.data ?? d.items)[0].id),
    voucher: await list('/api/v1/seller/vouchers', (d) => d.data[0].id),
    banner: await list('/api/v1/seller/banners', (d) => d.data[0].id),
    promotion: await list('/api/v1/seller/promotions', (d) => d.data[0]?.id),
    sizeChart: await list('/api/v1/seller/size-charts', (d) => d[0].id),
    shopCategory: await list(
      '/api/v1/seller/shop-categories',
      (d) => d.data.find((c) => !c.visible)?.id ?? d.data[0].id,
    ),
    campaign: await list('/api/v1/seller/campaigns', (d) => d[0]?.id),
    period: settlements?.[0]?.period,
    shop: product.shop?.id,
    shopName: product.shop?.name,
    category: product.categoryId,
    variant: product.variants[0].id,
    province: '79',
  };
  const collections = await buyerA.get(`/api/v1/public/shops/${ids.shop}/collections`, { tally: null });
  ids.collection = first(collections, (d) => d[0]?.id);
  ids.buyerReview = reviewed.reviewId;
  ids.notification =
    ids.notification ??
    first(await buyerA.get('/api/v2/mobile/notifications', { tally: null }), (d) => d.items[0]?.id);
  ids.completedOrder = reviewed.orderId;
  const returned = await returnRequest(buyerA, sellerA, product);
  ids.returnedOrder = returned.orderId;
  ids.return = returned.returnId;
  if (!ids.return) console.error('no return made:', returned);
  ids.productExport = await exportProducts(sellerA);
  ids.productImport = await importProducts(sellerA);
  // Made once per server; later runs find it among the upcoming ones.
  ids.promotion = ids.promotion ?? (await promotion(sellerA, product)).id;
  ids.promotion =
    ids.promotion ?? (await list('/api/v1/seller/promotions?tab=upcoming', (d) => d.data[0]?.id));
  const campaign = await campaignAndNomination(admin, sellerA, product);
  ids.campaign = campaign.campaignId;
  ids.nomination = campaign.nominationId;

  // The admin's queues, and a shop applicant whose private documents the seed stored.
  const adminList = (path, pick) => admin.get(path, { tally: null }).then((r) => first(r, pick));
  const application = await adminList('/api/v1/admin/shop-applications', (d) => d.data[0]);
  ids.adminShop = application?.shopId;
  ids.adminProduct = await adminList('/api/v1/admin/products', (d) => d.data[0]?.id);
  ids.adminVoucher = await adminList('/api/v1/admin/vouchers', (d) => d.data[0]?.id);
  const applicant = application && (await new Client('applicant').login(application.ownerEmail));
  const registration = applicant && (await applicant.get('/api/v1/shop-registration', { tally: null }));
  ids.documentKey = first(registration, (d) => d.verification.idCard.front.key);
  return { admin, buyerA, buyerB, sellerA, sellerB, applicant, ids };
}
