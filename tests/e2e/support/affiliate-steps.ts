import type { Browser, BrowserContext } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import { newContext, PHONE } from './browser';
import { csrfOf, DEMO_PASSWORD } from './buying';

/**
 * A guest who opened a link in this context signs up in the same browser (the register API, the
 * code from the local outbox), signed in there by it, with a delivery address.
 */
export async function signUpHere(context: BrowserContext, name: string): Promise<string> {
  const email = `${name.toLowerCase()}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const res = await context.request.post('/community/v2/auth/register', {
    data: { fullName: name, email, password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(202);
  const { ticket } = ((await res.json()) as { data: { ticket: string } }).data;
  const mailed = await context.request.get(
    `/api/v1/dev/outbox/latest?recipient=${encodeURIComponent(email)}`,
  );
  const code = /\b(\d{6})\b/.exec(((await mailed.json()) as { data: { body: string } }).data.body)?.[1];
  const created = await context.request.post('/community/v2/auth/register/confirm', {
    data: { ticket, code },
  });
  expect(created.status(), await created.text()).toBe(201);
  // Confirming the code signs the new account in, in this same browser.
  const wards = (await (await context.request.get('/api/v1/public/provinces/79/wards')).json()) as {
    data: { code: string }[];
  };
  const address = await context.request.post('/api/v1/mobile/addresses', {
    headers: { 'x-csrf-token': await csrfOf(context) },
    data: {
      name,
      phone: '0912 345 678',
      city: '79',
      ward: wards.data[0]?.code,
      specificAddress: '12 Nguyễn Huệ',
      type: 'home',
      deliveryTime: 'office_hours',
    },
  });
  expect(address.status(), await address.text()).toBe(201);
  return email;
}

/** A fresh phone-sized context that has not signed in: a guest. */
export const guest = (browser: Browser) => newContext(browser, PHONE);

/** POSTs as the signed-in user of `context`, with its CSRF token; fails the test on a refusal. */
export async function post(context: BrowserContext, path: string, data: unknown = {}, status = 200) {
  const res = await context.request.post(path, { data, headers: { 'x-csrf-token': await csrfOf(context) } });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(status);
  return res.status() === 204 ? null : ((await res.json()) as { data: unknown }).data;
}

/** The seller ships the order itself and marks it delivered. */
export async function deliver(seller: BrowserContext, orderId: string) {
  await post(seller, `/api/v1/seller/orders/${orderId}/confirm`);
  await post(seller, `/api/v1/seller/orders/${orderId}/ship`, { method: 'self', waybillCode: 'TUGIAO-KOL' });
  await post(seller, `/api/v1/seller/orders/${orderId}/delivered`);
}

/** The buyer returns every unit of a delivered order and the refund goes through to the admin's approval. */
export async function returnAndRefund(
  buyer: BrowserContext,
  seller: BrowserContext,
  admin: BrowserContext,
  orderId: string,
) {
  const order = (
    (await (await buyer.request.get(`/api/v1/mobile/orders/${orderId}`)).json()) as {
      data: { items: { id: string; quantity: number }[] };
    }
  ).data;
  const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();
  const uploaded = await buyer.request.post('/api/v1/mobile/returns/media', {
    headers: { 'x-csrf-token': await csrfOf(buyer) },
    multipart: { file: { name: 'loi.png', mimeType: 'image/png', buffer: png } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  const key = ((await uploaded.json()) as { data: { key: string } }).data.key;
  const request = (await post(buyer, `/api/v1/mobile/orders/${orderId}/return-request`, {
    items: order.items.map((i) => ({ orderItemId: i.id, quantity: i.quantity })),
    reason: 'poor_quality',
    description: 'Áo bị bung chỉ ở vai sau một lần giặt',
    mediaKeys: [key],
  })) as { id: string };
  await post(seller, `/api/v1/seller/returns/${request.id}/agree`);
  await post(buyer, `/api/v1/mobile/orders/${orderId}/return-request/return-tracking`, {
    trackingCode: 'ghn12345',
  });
  await post(seller, `/api/v1/seller/returns/${request.id}/received`);
  await post(admin, `/api/v1/admin/returns/${request.id}/approve`);
}
