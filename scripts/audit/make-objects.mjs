// Objects the demo data lacks, made through the API as their owners would: an order, an order
// taken to completion and reviewed, a product export.
const quiet = { tally: null };

/** Places a cash order for `buyer` (express checkout of one unit), shipped by the shop itself. */
export async function placeOrder(buyer, product, variantIndex) {
  const draft = {
    source: 'express',
    items: [{ variantId: product.variants[variantIndex].id, quantity: 1 }],
    paymentMethod: 'CASH',
    shipping: [{ shopId: product.shop.id, method: 'self' }],
    buyerNote: 'audit',
  };
  const quote = await buyer.request('POST', '/api/v1/mobile/checkout/quote', { body: draft, ...quiet });
  const placed = await buyer.request('POST', '/api/v1/mobile/checkout/orders', {
    body: { draft, agreeTerms: true, expectedTotal: quote.json?.data?.totals?.totalPayment },
    headers: { 'idempotency-key': `audit-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    ...quiet,
  });
  if (placed.status >= 300)
    throw new Error(`checkout: ${quote.status}/${placed.status} ${placed.text.slice(0, 300)}`);
  return placed.json.data;
}

async function deliveredOrder(buyer, seller, product, variantIndex) {
  const { checkoutId } = await placeOrder(buyer, product, variantIndex);
  const orders = await buyer.get('/api/v1/mobile/orders', quiet);
  const orderId =
    orders.json.data.items.find((o) => o.checkoutId === checkoutId)?.id ?? orders.json.data.items[0].id;
  const steps = [
    [`/api/v1/seller/orders/${orderId}/confirm`, {}],
    [`/api/v1/seller/orders/${orderId}/ship`, { method: 'self', waybillCode: 'AUDIT0001' }],
    [`/api/v1/seller/orders/${orderId}/delivered`, {}],
  ];
  for (const [path, body] of steps) await seller.request('POST', path, { body, ...quiet });
  const detail = await buyer.get(`/api/v1/mobile/orders/${orderId}`, quiet);
  const itemId = JSON.stringify(detail.json).match(
    /"(?:orderItemId|itemId|id)":"([0-9a-f-]{36})","(?:productId|variantId)"/,
  )?.[1];
  return { orderId, itemId };
}

/** A third order, delivered, for which the buyer asks a return (with a photo, as required). */
export async function returnRequest(buyer, seller, product) {
  const { orderId, itemId } = await deliveredOrder(buyer, seller, product, 2);
  const photo = await buyer.get(
    product.images?.[0]?.url ?? '/media/catalog/products/tshirt-be-200.webp',
    quiet,
  );
  const form = new FormData();
  form.append('file', new Blob([photo.bytes]), 'photo.webp');
  const media = await buyer.request('POST', '/api/v1/mobile/returns/media', {
    body: form,
    raw: true,
    ...quiet,
  });
  const key = media.json?.data?.key;
  const res = await buyer.request('POST', `/api/v1/mobile/orders/${orderId}/return-request`, {
    body: {
      items: [{ orderItemId: itemId, quantity: 1 }],
      reason: 'poor_quality',
      description: 'Áo bị lỗi đường may ở tay.',
      mediaKeys: [key],
    },
    ...quiet,
  });
  const seen = await seller.get('/api/v1/seller/returns', quiet);
  return {
    orderId,
    returnId: seen.json?.data?.data?.[0]?.id,
    statuses: [media.status, res.status],
    answer: res.text.slice(0, 200),
  };
}

/** A second order: confirmed, shipped and delivered by the seller, received and reviewed by the buyer. */
export async function completeAndReview(buyer, seller, product) {
  const { orderId, itemId } = await deliveredOrder(buyer, seller, product, 1);
  await buyer.request('POST', `/api/v1/mobile/orders/${orderId}/confirm-receipt`, { body: {}, ...quiet });
  const review = await buyer.request('POST', '/api/v1/mobile/reviews', {
    body: { rating: 5, orderItemId: itemId },
    ...quiet,
  });
  return { orderId, reviewId: review.json?.data?.id };
}

/** A product import of seller A: the empty template sent back as it was downloaded. */
export async function importProducts(seller) {
  const template = await seller.get('/api/v1/seller/product-imports/template', quiet);
  const form = new FormData();
  form.append('file', new Blob([template.bytes]), 'template.xlsx');
  const res = await seller.request('POST', '/api/v1/seller/product-imports', {
    body: form,
    raw: true,
    ...quiet,
  });
  return res.json?.data?.id ?? console.error('no import made:', res.status, res.text.slice(0, 200));
}

/** A product export of seller A (its file is private to the shop). */
export async function exportProducts(seller) {
  const res = await seller.request('POST', '/api/v1/seller/product-exports', {
    body: { format: 'csv' },
    ...quiet,
  });
  return res.json?.data?.id;
}

/** Today's price of the product's first variant (the sale price when there is one). */
const priceOf = (product) => product.variants[0].salePrice ?? product.variants[0].price;
const inDays = (days) => new Date(Date.now() + days * 86_400_000).toISOString();

/** A platform campaign (admin) and seller A's nomination of a product to it. */
export async function campaignAndNomination(admin, seller, product) {
  const campaign = await admin.request('POST', '/api/v1/admin/campaigns', {
    body: {
      name: `Audit campaign ${Date.now()}`,
      registrationStartsAt: inDays(-0.01),
      registrationEndsAt: inDays(2),
      startsAt: inDays(3),
      endsAt: inDays(5),
      minDiscountPercent: 10,
      maxProductsPerShop: 5,
    },
    ...quiet,
  });
  const campaignId = campaign.json?.data?.id;
  const nomination = await seller.request('POST', `/api/v1/seller/campaigns/${campaignId}/nominations`, {
    body: { productId: product.id, campaignPrice: Math.round(priceOf(product) * 0.7), stock: 1 },
    ...quiet,
  });
  return {
    campaignId,
    nominationId: nomination.json?.data?.nominations?.[0]?.id,
    statuses: [campaign.status, nomination.status],
  };
}

/** A shop promotion of seller A on one product, starting tomorrow. */
export async function promotion(seller, product) {
  const price = priceOf(product);
  const res = await seller.request('POST', '/api/v1/seller/promotions', {
    body: {
      name: 'Audit promotion',
      kind: 'product',
      startsAt: inDays(1),
      endsAt: inDays(3),
      items: [
        { productId: product.id, originalPrice: price, discountedPrice: Math.round(price * 0.9), stock: 1 },
      ],
    },
    ...quiet,
  });
  return { id: res.json?.data?.id, status: res.status, answer: res.text.slice(0, 300) };
}
