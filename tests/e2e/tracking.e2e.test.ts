import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, hydrated, launchBrowser, PHONE, screenshot } from './support/browser';
import { demoSellerVariant, placeExpressOrder, resultState, signedIn } from './support/buying';

/**
 * Tracking, end to end: a buyer views a product and places a cash-on-delivery order; the
 * order result page pushes `purchase` (revenue, items) to the data layer, and the browsing
 * session, ended by the order, reaches the server: the admin's shopping-behaviour funnel
 * counts one more ordered session. Screenshots of the funnel at phone and desktop widths.
 */
interface Funnel {
  total: { sessions: number; view: number; order: number };
}

const storedSession = (page: Page) =>
  page.evaluate(() => window.sessionStorage.getItem('trackingSession') ?? '');

describe('tracking sessions', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('an order pushes purchase and its session reaches the admin funnel', async () => {
    const admin = await signedIn(browser, 'admin@demo.vn', DESKTOP);
    const funnel = async () =>
      ((await (await admin.request.get('/api/v1/admin/tracking/funnel')).json()) as { data: Funnel }).data
        .total;
    const before = await funnel();
    // The demo sessions of the last 14 days are there on a fresh start.
    expect(before.sessions).toBeGreaterThan(100);

    const buyer = await signedIn(browser, 'buyer@demo.vn', PHONE);
    const page = await buyer.newPage();
    const { detail, variantId, shopId } = await demoSellerVariant(buyer.request);
    await page.goto(`/san-pham/${detail.id}`);
    await hydrated(page);
    // The tracking module loads after hydration and records the visit and the product view.
    await expect.poll(() => storedSession(page), { timeout: 15_000 }).toContain('ViewProduct');
    expect(await storedSession(page)).toContain('AppOpen');

    const order = await placeExpressOrder(buyer, { variantId, shopId, method: 'ghn', paymentMethod: 'CASH' });
    const sessionId = await page.evaluate(() => window.sessionStorage.getItem('session_id'));
    const deviceId = await page.evaluate(() => window.localStorage.getItem('deviceId'));
    expect(deviceId).toMatch(/^web-[0-9a-z]{1,24}$/);
    const tracked = page.waitForRequest((r) => r.url().endsWith('/api/v1/mobile/trackings/tracking-session'));
    await page.goto(`/thanh-toan/ket-qua/${order.checkoutId}`);
    await hydrated(page);
    expect(await resultState(page)).toBe('cod');
    const purchases = () =>
      page.evaluate(() =>
        ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
          (entry) => entry.event === 'purchase',
        ),
      );
    await expect.poll(purchases).toHaveLength(1);
    const [purchase] = (await purchases()) as Array<{
      ecommerce: { revenue: number; transaction_id: string; items: Array<{ id: string; quantity: number }> };
    }>;
    expect(purchase?.ecommerce.transaction_id).toBe(order.checkoutId);
    expect(purchase?.ecommerce.revenue).toBeGreaterThan(0);
    expect(purchase?.ecommerce.items).toEqual([expect.objectContaining({ id: order.code, quantity: 1 })]);

    // OrderSuccess ends the session as ordered and sends it, with the headers every API call
    // carries (X-Session-Id and From are the tracking session's and the device's ids): the
    // funnel counts it.
    const request = await tracked;
    expect(request.headers()['x-session-id']).toBe(sessionId);
    expect(request.headers().from).toBe(deviceId);
    expect(request.headers()['x-country']).toBe('VN');
    expect(request.postDataJSON()).toMatchObject({
      session_id: sessionId,
      device_id: deviceId,
      conversion_status: 'order_success',
    });
    await expect.poll(() => storedSession(page), { timeout: 15_000 }).toBe('');
    await expect.poll(async () => (await funnel()).order, { timeout: 20_000 }).toBe(before.order + 1);
    const after = await funnel();
    expect(after.view).toBeGreaterThanOrEqual(before.view + 1);

    // The admin's screen, at phone and desktop widths.
    for (const [name, viewport] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      const adminPage = await admin.newPage();
      await adminPage.setViewportSize(viewport);
      await adminPage.goto('/quan-tri/hanh-vi-mua-sam?by=device');
      await adminPage.getByTestId('funnel-order').waitFor();
      expect(Number((await adminPage.getByTestId('funnel-order').textContent())?.replace(/\D/g, ''))).toBe(
        after.order,
      );
      await screenshot(adminPage, `tracking-funnel-${name}`);
      await adminPage.close();
    }
    await buyer.close();
    await admin.close();
  });
});
