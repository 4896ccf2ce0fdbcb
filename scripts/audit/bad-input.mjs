// Row 2: the audit's own malformed requests (NUL bytes, impossible dates, broken multipart,
// invalid UTF-8, odd IPN bodies). None may answer 5xx.

const NUL = '\u0000';
const LONG_TEXT =
  'Mô tả cửa hàng dùng cho kiểm tra, đủ dài để qua giới hạn tối thiểu của trường mô tả. '.repeat(2);

export async function badInput(doc, users, ids, tally) {
  const { buyerA, sellerA, sellerB, admin } = users;
  for (const u of Object.values(users)) if (u) u.tally = tally;
  const serverErrors = [];
  const answers = [];
  const send = async (client, method, path, opts) => {
    const res = await client.request(method, path, opts);
    answers.push({ request: `${method} ${path}`, as: client.name, status: res.status });
    if (res.status >= 500 || res.status === 0)
      serverErrors.push({ request: `${method} ${path}`, status: res.status, answer: res.text.slice(0, 300) });
    return res;
  };

  // Every search filter of the OpenAPI document, one at a time, set to %00.
  const search = doc.paths['/api/v1/public/products/search'].get.parameters.filter((p) => p.in === 'query');
  for (const p of search) await send(buyerA, 'GET', `/api/v1/public/products/search?${p.name}=%00`);
  await send(buyerA, 'GET', '/api/v1/public/search/suggestions?q=%00');
  await send(sellerA, 'GET', '/api/v1/seller/orders?q=%00');
  await send(sellerA, 'GET', '/api/v1/seller/products?q=%00');
  await send(sellerA, 'GET', '/api/v1/seller/orders?from=2026-13-45');
  await send(sellerA, 'GET', '/api/v1/seller/orders?to=2026-02-30');
  await send(admin, 'GET', '/api/v1/admin/outbox?recipient=%00');

  // NUL inside JSON strings.
  await send(sellerB, 'PUT', '/api/v1/seller/shop/settings/info', {
    body: { name: `Shop${NUL}Name`, description: LONG_TEXT },
  });
  await send(sellerA, 'PUT', `/api/v1/seller/orders/${ids.sellerOrder}/note`, {
    body: { note: `note${NUL}x` },
  });
  await send(buyerA, 'POST', '/api/v1/mobile/checkout/quote', {
    body: { source: 'express', items: [{ variantId: ids.variant, quantity: 1 }], buyerNote: `a${NUL}b` },
  });
  await send(buyerA, 'POST', '/api/v1/mobile/vouchers/save-by-code', { body: { code: `CHO${NUL}DEP` } });
  await send(buyerA, 'POST', '/api/v1/mobile/addresses', {
    body: {
      name: `Hà${NUL}`,
      phone: '0912345678',
      city: `7${NUL}`,
      ward: NUL,
      specificAddress: `12 Lê${NUL} Lợi`,
    },
  });

  // %00 as province code and as path ids.
  await send(buyerA, 'GET', '/api/v1/public/provinces/%00/wards');
  for (const path of [
    '/api/v1/mobile/orders/%00',
    '/api/v1/mobile/addresses/%00',
    '/api/v1/mobile/checkout/%00',
    '/api/v1/public/products/%00',
    '/api/v1/public/shops/%00',
    '/api/v1/public/categories/%00',
  ])
    await send(buyerA, 'GET', path);
  for (const path of [
    '/api/v1/seller/orders/%00',
    '/api/v1/seller/products/%00',
    '/api/v1/seller/vouchers/%00',
  ])
    await send(sellerA, 'GET', path);
  await send(sellerA, 'GET', '/api/v1/shop-registration/documents/private%00/x');

  // Multipart with no boundary, and with a body cut off before its closing boundary.
  const imports = '/api/v1/seller/product-imports';
  await send(sellerA, 'POST', imports, {
    raw: true,
    body: 'abc',
    headers: { 'content-type': 'multipart/form-data' },
  });
  await send(sellerA, 'POST', imports, {
    raw: true,
    body: '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\nPK\u0003\u0004',
    headers: { 'content-type': 'multipart/form-data; boundary=XyZ' },
  });
  await send(sellerA, 'POST', imports, {
    raw: true,
    body: '--',
    headers: { 'content-type': 'multipart/form-data; boundary=' },
  });

  // Invalid UTF-8 (a lone surrogate) in a media path.
  await send(buyerA, 'GET', '/media/%ED%A0%80');
  await send(buyerA, 'GET', '/media/catalog/%ED%A0%80.webp');

  // Payment notifications with empty, null, array and broken bodies.
  for (const body of ['{}', 'null', '[]', '{"partnerCode":', '', '"x"']) {
    for (const path of ['/api/v1/payments/momo/ipn', '/api/v1/payments/zalopay/callback'])
      await send(users.anonymous, 'POST', path, {
        raw: true,
        body,
        headers: { 'content-type': 'application/json' },
      });
  }
  await send(users.anonymous, 'GET', '/api/v1/payments/vnpay/ipn?vnp_TxnRef=%00&vnp_SecureHash=%00');
  await send(users.anonymous, 'GET', '/api/v1/payments/momo/return?orderId=%00');
  return { serverErrors, answers };
}
