// The cast of the audit: two buyers, two sellers, an admin and a shop applicant, and the ids of
// objects that belong to buyer A and seller A (read from their own lists, or made for the audit).
// Clients made here count nothing until a row hands them its tally.
import { Client } from './http-client.mjs';
import * as make from './make-objects.mjs';

/** Two-step sign-up of a fresh buyer; the code is read from the admin outbox. */
async function signUp(admin, email) {
  const client = Object.assign(new Client('buyerB'), { email });
  const body = { fullName: 'Kiểm Tra Viên', email, password: 'Audit@12345', confirmPassword: 'Audit@12345' };
  const started = await client.request('POST', '/community/v2/auth/register', { body });
  const mail = await admin.get(`/api/v1/admin/outbox?recipient=${encodeURIComponent(email)}&limit=1`);
  const code = mail.json?.data?.data?.[0]?.body?.match(/\b\d{6}\b/)?.[0];
  const ticket = started.json?.data?.ticket;
  const done = await client.request('POST', '/community/v2/auth/register/confirm', {
    body: { ticket, code },
  });
  if (done.status !== 201) throw new Error(`sign-up ${email}: ${started.status}/${done.status}`);
  return client;
}

/** `pick` applied to the data of a GET, or undefined when the answer has no such thing. */
async function read(client, path, pick) {
  const res = await client.get(path);
  try {
    return pick(res.json.data);
  } catch {
    return undefined;
  }
}

export async function setUpUsers() {
  const login = (name, email) => new Client(name).login(email);
  const admin = await login('admin', 'admin@demo.vn');
  const buyerA = await login('buyerA', 'buyer@demo.vn');
  const sellerA = await login('sellerA', 'seller@demo.vn');
  const sellerB = await login('sellerB', 'seller1@demo.vn');
  // A pure buyer, signed up now; past the sign-ups an IP may make in an hour, an approved demo
  // seller stands in (also a buyer, and buyer routes give sellers nothing more).
  const buyerB = await signUp(admin, `audit-b-${Date.now()}@example.vn`).catch(async (error) => {
    console.error(`${error.message}: seller5@demo.vn stands in as buyer B`);
    return Object.assign(await login('buyerB', 'seller5@demo.vn'), { email: 'seller5@demo.vn' });
  });
  const application = await read(admin, '/api/v1/admin/shop-applications', (d) => d.data[0]);
  const applicant = await login('applicant', application.ownerEmail);

  const productId = await read(sellerA, '/api/v1/seller/products', (d) => d.data[0].id);
  const product = await read(buyerA, `/api/v1/public/products/${productId}`, (d) => d);
  const placed = await make.placeOrder(buyerA, product, 0);
  const reviewed = await make.completeAndReview(buyerA, sellerA, product);
  const returned = await make.returnRequest(buyerA, sellerA, product);
  const campaign = await make.campaignAndNomination(admin, sellerA, product);
  await buyerA.request('POST', '/api/v1/mobile/carts', { body: { variantId: product.variants[1].id } });
  const order = await read(buyerA, '/api/v1/mobile/orders', (d) =>
    d.items.find((o) => o.checkoutId === placed.checkoutId),
  );

  const ids = {
    // Buyer A's
    order: order?.id,
    checkout: placed.checkoutId,
    returnedOrder: returned.orderId,
    buyerReview: reviewed.reviewId,
    address: await read(buyerA, '/api/v1/mobile/addresses', (d) => d[0]._id),
    cart: await read(buyerA, '/api/v1/mobile/carts/all', (d) => d.data.valid[0].items[0]._id),
    notification: await read(buyerA, '/api/v2/mobile/notifications', (d) => d.items[0].id),
    // Seller A's (the order above is for one of seller A's products)
    sellerOrder: order?.id,
    return: returned.returnId,
    product: productId,
    review: await read(
      buyerA,
      `/api/v1/public/products/${productId}/reviews`,
      (d) => (d.data ?? d.items)[0].id,
    ),
    voucher: await read(sellerA, '/api/v1/seller/vouchers', (d) => d.data[0].id),
    banner: await read(sellerA, '/api/v1/seller/banners', (d) => d.data[0].id),
    sizeChart: await read(sellerA, '/api/v1/seller/size-charts', (d) => d[0].id),
    shopCategory: await read(
      sellerA,
      '/api/v1/seller/shop-categories',
      (d) => d.data.find((c) => !c.visible).id,
    ),
    period: await read(sellerA, '/api/v1/seller/settlements', (d) => d[0].period),
    // Made once per server; later runs find it among the upcoming ones.
    promotion:
      (await make.promotion(sellerA, product)) ??
      (await read(sellerA, '/api/v1/seller/promotions?tab=upcoming', (d) => d.data[0].id)),
    productImport: await make.importProducts(sellerA),
    productExport: await make.exportProducts(sellerA),
    nomination: campaign.nominationId,
    // The admin's
    campaign: campaign.campaignId,
    adminShop: application.shopId,
    adminProduct: await read(admin, '/api/v1/admin/products', (d) => d.data[0].id),
    adminVoucher: await read(admin, '/api/v1/admin/vouchers', (d) => d.data[0].id),
    // The applicant's ID card photo, stored privately by the demo seed
    documentKey: await read(applicant, '/api/v1/shop-registration', (d) => d.verification.idCard.front.key),
    // Public
    shop: product.shop.id,
    shopName: product.shop.name,
    category: product.categoryId,
    collection: await read(buyerA, `/api/v1/public/shops/${product.shop.id}/collections`, (d) => d[0].id),
    province: '79',
    variant: product.variants[0].id,
  };
  return { admin, buyerA, buyerB, sellerA, sellerB, applicant, ids };
}
