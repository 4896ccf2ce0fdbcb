// Objects the demo data lacks, made through the API as their owners would: orders (pending,
// reviewed, returned), a promotion, a campaign nomination, a product import and export.
const post = (client, path, body, raw = false) => client.request('POST', path, { body, raw });
const inDays = (days) => new Date(Date.now() + days * 86_400_000).toISOString();
/** Today's price of the product's first variant (the sale price when there is one). */
const priceOf = (product) => product.variants[0].salePrice ?? product.variants[0].price;

/** Places a cash order for `buyer` (express checkout of one unit), shipped by the shop itself. */
export async function placeOrder(buyer, product, variantIndex) {
  const items = [{ variantId: product.variants[variantIndex].id, quantity: 1 }];
  const shipping = [{ shopId: product.shop.id, method: 'self' }];
  const draft = { source: 'express', items, paymentMethod: 'CASH', shipping, buyerNote: 'audit' };
  const quote = await post(buyer, '/api/v1/mobile/checkout/quote', draft);
  const placed = await buyer.request('POST', '/api/v1/mobile/checkout/orders', {
    body: { draft, agreeTerms: true, expectedTotal: quote.json?.data?.totals?.totalPayment },
    headers: { 'idempotency-key': `audit-${Date.now()}-${Math.random().toString(36).slice(2)}` },
  });
  if (placed.status >= 300) throw new Error(`checkout: ${placed.status} ${placed.text.slice(0, 300)}`);
  return placed.json.data;
}

/** An order confirmed, shipped and delivered by the seller; answers its id and its line's id. */
async function deliveredOrder(buyer, seller, product, variantIndex) {
  const { checkoutId } = await placeOrder(buyer, product, variantIndex);
  const orders = (await buyer.get('/api/v1/mobile/orders')).json.data.items;
  const orderId = orders.find((o) => o.checkoutId === checkoutId).id;
  await post(seller, `/api/v1/seller/orders/${orderId}/confirm`, {});
  await post(seller, `/api/v1/seller/orders/${orderId}/ship`, { method: 'self', waybillCode: 'AUDIT0001' });
  await post(seller, `/api/v1/seller/orders/${orderId}/delivered`, {});
  const detail = JSON.stringify((await buyer.get(`/api/v1/mobile/orders/${orderId}`)).json);
  const itemId = detail.match(/"(?:orderItemId|itemId|id)":"([0-9a-f-]{36})","(?:productId|variantId)"/)?.[1];
  return { orderId, itemId };
}

/** A delivered order the buyer asks to return (with a photo, as required). */
export async function returnRequest(buyer, seller, product) {
  const { orderId, itemId } = await deliveredOrder(buyer, seller, product, 2);
  const form = new FormData();
  form.append('file', new Blob([(await buyer.get(product.images[0].url)).bytes]), 'photo.webp');
  const media = await post(buyer, '/api/v1/mobile/returns/media', form, true);
  const items = [{ orderItemId: itemId, quantity: 1 }];
  const description = 'Áo bị lỗi đường may ở tay.';
  const body = { items, reason: 'poor_quality', description, mediaKeys: [media.json?.data?.key] };
  await post(buyer, `/api/v1/mobile/orders/${orderId}/return-request`, body);
  const returnId = (await seller.get('/api/v1/seller/returns')).json?.data?.data?.[0]?.id;
  return { orderId, returnId };
}

/** A delivered order the buyer receives and reviews. */
export async function completeAndReview(buyer, seller, product) {
  const { orderId, itemId } = await deliveredOrder(buyer, seller, product, 1);
  await post(buyer, `/api/v1/mobile/orders/${orderId}/confirm-receipt`, {});
  const review = await post(buyer, '/api/v1/mobile/reviews', { rating: 5, orderItemId: itemId });
  return { orderId, reviewId: review.json?.data?.id };
}

/** A product import: the empty template sent back as it was downloaded. */
export async function importProducts(seller) {
  const form = new FormData();
  form.append(
    'file',
    new Blob([(await seller.get('/api/v1/seller/product-imports/template')).bytes]),
    't.xlsx',
  );
  return (await post(seller, '/api/v1/seller/product-imports', form, true)).json?.data?.id;
}

/** A product export (its file is private to the shop). */
export async function exportProducts(seller) {
  return (await post(seller, '/api/v1/seller/product-exports', { format: 'csv' })).json?.data?.id;
}

/** A platform campaign (admin) open for registration, and the seller's nomination to it. */
export async function campaignAndNomination(admin, seller, product) {
  const dates = { registrationStartsAt: inDays(-0.01), registrationEndsAt: inDays(2), startsAt: inDays(3) };
  const body = { name: `Audit campaign ${Date.now()}`, ...dates, endsAt: inDays(5) };
  const campaign = await post(admin, '/api/v1/admin/campaigns', {
    ...body,
    minDiscountPercent: 10,
    maxProductsPerShop: 5,
  });
  const campaignId = campaign.json?.data?.id;
  const nomination = { productId: product.id, campaignPrice: Math.round(priceOf(product) * 0.7), stock: 1 };
  const answer = await post(seller, `/api/v1/seller/campaigns/${campaignId}/nominations`, nomination);
  return { campaignId, nominationId: answer.json?.data?.nominations?.[0]?.id };
}

/** A shop promotion on one product, starting tomorrow (refused when one already covers it). */
export async function promotion(seller, product) {
  const price = priceOf(product);
  const items = [
    { productId: product.id, originalPrice: price, discountedPrice: Math.round(price * 0.9), stock: 1 },
  ];
  const body = { name: 'Audit promotion', kind: 'product', startsAt: inDays(1), endsAt: inDays(3), items };
  return (await post(seller, '/api/v1/seller/promotions', body)).json?.data?.id;
}
