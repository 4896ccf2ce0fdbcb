import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { newContext, PHONE } from './browser';
import { csrfOf, DEMO_PASSWORD, resultState, signedIn } from './buying';

/**
 * A new buyer made through the register API (the code mailed to the local outbox, given back
 * with the ticket), signed in, with a delivery address in Ho Chi Minh City.
 */
export async function newBuyer(
  browser: Browser,
  name: string,
): Promise<{ context: BrowserContext; email: string }> {
  const email = `${name.toLowerCase()}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const signup = await newContext(browser, PHONE);
  const res = await signup.request.post('/community/v2/auth/register', {
    data: { fullName: name, email, password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(202);
  const { ticket } = ((await res.json()) as { data: { ticket: string } }).data;
  const mailed = await signup.request.get(`/api/v1/dev/outbox/latest?recipient=${encodeURIComponent(email)}`);
  const code = /\b(\d{6})\b/.exec(((await mailed.json()) as { data: { body: string } }).data.body)?.[1];
  const created = await signup.request.post('/community/v2/auth/register/confirm', {
    data: { ticket, code },
  });
  expect(created.status(), await created.text()).toBe(201);
  // The sign-up's own session stays in its context: the buyer signs in afresh, as a person would.
  await signup.close();
  const context = await signedIn(browser, email);
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
  return { context, email };
}

/**
 * On the express checkout of a group-buy seat: cash on delivery is not offered (its reason
 * shows), VNPay QR is paid in the gateway simulator, and the result page says paid.
 */
export async function payTeamSeat(page: Page): Promise<void> {
  // Opening the checkout renders the seat's quote: under a loaded CI machine it once took over 20 s.
  await page.waitForURL(/\/thanh-toan-2\?.*gb=/, { timeout: 45_000 });
  await page.getByTestId('checkout-total').waitFor();
  await page.getByTestId('payment-online-only').waitFor();
  expect(await page.getByTestId('payment-CASH').count()).toBe(0);
  await page.getByTestId('payment-VNPAYQR').click();
  await page.getByTestId('checkout-terms').locator('input[type=checkbox]').check();
  await page.getByTestId('place-order').click();
  await page.waitForURL(/\/dev\/pay\/vnpay\//, { timeout: 30_000 });
  await page.getByTestId('sim-pay').click();
  expect(await resultState(page, { settled: true })).toBe('paid');
}

export interface MyTeam {
  id: string;
  status: string;
  seat: { status: string; orderId: string };
}

export async function myTeams(context: BrowserContext): Promise<MyTeam[]> {
  return ((await (await context.request.get('/api/v1/group-buying/my-teams')).json()) as { data: MyTeam[] })
    .data;
}
