// Row 2: the audit's own malformed requests (NUL bytes, impossible dates, broken multipart,
// invalid UTF-8, odd payment notifications). None may answer 5xx.
const NUL = '\u0000';
const DESCRIPTION = 'Mô tả cửa hàng dùng cho kiểm tra, đủ dài để qua giới hạn tối thiểu của trường. '.repeat(
  2,
);
const MULTIPART = 'multipart/form-data';
const CUT_PART = '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n\r\nPK\u0003';

/** [who, method, path, body (JSON, or a string sent as is with the content type that follows)] */
function requests(doc, ids) {
  const search = doc.paths['/api/v1/public/products/search'].get.parameters.filter((p) => p.in === 'query');
  const address = {
    name: `Hà${NUL}`,
    phone: '0912345678',
    city: `7${NUL}`,
    ward: NUL,
    specificAddress: `12 Lê${NUL}`,
  };
  const quote = {
    source: 'express',
    items: [{ variantId: ids.variant, quantity: 1 }],
    buyerNote: `a${NUL}b`,
  };
  return [
    // Every search filter of the OpenAPI document, one at a time, set to %00.
    ...search.map((p) => ['buyerA', 'GET', `/api/v1/public/products/search?${p.name}=%00`]),
    ['buyerA', 'GET', '/api/v1/public/search/suggestions?q=%00'],
    ['sellerA', 'GET', '/api/v1/seller/orders?q=%00'],
    ['sellerA', 'GET', '/api/v1/seller/products?q=%00'],
    ['sellerA', 'GET', '/api/v1/seller/orders?from=2026-13-45'],
    ['sellerA', 'GET', '/api/v1/seller/orders?to=2026-02-30'],
    ['admin', 'GET', '/api/v1/admin/outbox?recipient=%00'],
    // NUL inside JSON strings.
    [
      'sellerB',
      'PUT',
      '/api/v1/seller/shop/settings/info',
      { name: `Shop${NUL}Name`, description: DESCRIPTION },
    ],
    ['sellerA', 'PUT', `/api/v1/seller/orders/${ids.sellerOrder}/note`, { note: `note${NUL}x` }],
    ['buyerA', 'POST', '/api/v1/mobile/checkout/quote', quote],
    ['buyerA', 'POST', '/api/v1/mobile/vouchers/save-by-code', { code: `CHO${NUL}DEP` }],
    ['buyerA', 'POST', '/api/v1/mobile/addresses', address],
    // %00 as province code and as path ids.
    ['buyerA', 'GET', '/api/v1/public/provinces/%00/wards'],
    ...[
      'mobile/orders',
      'mobile/addresses',
      'mobile/checkout',
      'public/products',
      'public/shops',
      'public/categories',
    ].map((p) => ['buyerA', 'GET', `/api/v1/${p}/%00`]),
    ...['orders', 'products', 'vouchers'].map((p) => ['sellerA', 'GET', `/api/v1/seller/${p}/%00`]),
    ['applicant', 'GET', '/api/v1/shop-registration/documents/private%00/x'],
    // Multipart with no boundary, an empty one, and a body cut off before its closing boundary.
    ['sellerA', 'POST', '/api/v1/seller/product-imports', 'abc', MULTIPART],
    ['sellerA', 'POST', '/api/v1/seller/product-imports', '--', `${MULTIPART}; boundary=`],
    ['sellerA', 'POST', '/api/v1/seller/product-imports', CUT_PART, `${MULTIPART}; boundary=XyZ`],
    // Invalid UTF-8 (a lone surrogate) in media paths.
    ['anonymous', 'GET', '/media/%ED%A0%80'],
    ['anonymous', 'GET', '/media/catalog/%ED%A0%80.webp'],
    // Payment notifications with empty, null, array and broken bodies.
    ...['{}', 'null', '[]', '{"partnerCode":', '', '"x"'].flatMap((body) => [
      ['anonymous', 'POST', '/api/v1/payments/momo/ipn', body, 'application/json'],
      ['anonymous', 'POST', '/api/v1/payments/zalopay/callback', body, 'application/json'],
    ]),
    ['anonymous', 'GET', '/api/v1/payments/vnpay/ipn?vnp_TxnRef=%00&vnp_SecureHash=%00'],
    ['anonymous', 'GET', '/api/v1/payments/momo/return?orderId=%00'],
  ];
}

export async function badInput(doc, users, ids, tally) {
  const serverErrors = [];
  const answers = [];
  for (const [who, method, path, body, contentType] of requests(doc, ids)) {
    const client = Object.assign(users[who], { tally });
    const raw = typeof body === 'string';
    const res = await client.request(method, path, {
      body,
      raw,
      headers: raw ? { 'content-type': contentType } : {},
    });
    answers.push({ request: `${method} ${path}`, as: who, status: res.status });
    if (res.status >= 500 || res.status === 0)
      serverErrors.push({
        request: `${method} ${path} as ${who}`,
        status: res.status,
        answer: res.text.slice(0, 300),
      });
  }
  return { serverErrors, answers };
}
