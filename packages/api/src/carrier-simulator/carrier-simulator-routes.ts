import { type CarrierCode, carrierCodeFor } from '@cho-dep/core/shipping/carrier-statuses';
import { isShipmentStatus, type ShipmentStatus } from '@cho-dep/core/shipping/shipment-statuses';
import { isStorableText } from '@cho-dep/core/validation/storable-text';
import { trimBaseUrl } from '@cho-dep/integrations/payments/payment-config';
import type { CarrierSettings } from '@cho-dep/integrations/shipping/carrier-config';
import {
  ghnWebhookRequest,
  ghtkWebhookRequest,
  type WebhookRequest,
} from '@cho-dep/integrations/shipping/carrier-webhooks';
import { type Context, Hono } from 'hono';
import type { AppContext } from '../app/app-context';
import type { Config } from '../app/config';
import { devToolCallersOnly } from '../http/dev-tools-access';
import { simulatorLanguage } from '../payment-simulator/simulator-language';
import { carrierSettingsOf } from '../shipments/carrier-settings';
import type { ShipmentRow } from '../shipments/shipments.tables';
import { isCarrierScenario, scenarioSteps } from './carrier-scenarios';
import { renderCarrierSimulatorPage } from './carrier-simulator-page';
import { findSimulatedShipment, listSimulatedShipments } from './simulated-shipments';

/** CARRIER_SIMULATOR=on|off; unset, the simulator runs everywhere but production. */
export function isCarrierSimulatorOn(config: Config): boolean {
  if (config.CARRIER_SIMULATOR) return config.CARRIER_SIMULATOR === 'on';
  return config.NODE_ENV !== 'production';
}

export interface CarrierSimulatorOptions {
  /** How the simulated carriers reach our webhook endpoints: globalThis.fetch, or the app in tests. */
  fetch: typeof fetch;
  settings?: CarrierSettings;
}

/** What one simulated report sent and what our endpoint answered. */
export interface SentReport {
  status: ShipmentStatus;
  carrierStatus: string;
  answer: { status: number | null; body: string };
}

const CARRIERS = new Set<string>(['ghn', 'ghtk']);
const LIST_MAX = 50;

/**
 * A local stand-in for GHN and GHTK under /dev/carrier (development and tests only): it
 * sends the carriers' webhooks, with their secrets, to our own endpoints, as the carriers
 * would after a courier's scan.
 * - GET  /dev/carrier                                   the shipments, with buttons (?q= filters)
 * - POST /dev/carrier/{carrier}/{code}/advance {to}     one report (JSON or form)
 * - POST /dev/carrier/{carrier}/{code}/scenario/{name}  happy | failed_pickup | failed_delivery_then_return
 * A form post (the page's buttons) is answered with a redirect back to the page.
 */
export function createCarrierSimulatorRoutes(ctx: AppContext, options: CarrierSimulatorOptions): Hono {
  const settings = options.settings ?? carrierSettingsOf(ctx.config);
  const publicUrl = trimBaseUrl(ctx.config.publicUrl);
  const app = new Hono();

  async function send(request: WebhookRequest): Promise<SentReport['answer']> {
    try {
      const res = await options.fetch(`${publicUrl}${request.path}`, {
        method: 'POST',
        headers: request.headers,
        body: request.body,
        signal: AbortSignal.timeout(15_000),
      });
      return { status: res.status, body: await res.text() };
    } catch (error) {
      ctx.logger.warn({ err: error }, 'carrier simulator could not reach the webhook');
      return { status: null, body: error instanceof Error ? error.message : String(error) };
    }
  }

  async function report(
    shipment: ShipmentRow,
    orderCode: string,
    status: ShipmentStatus,
    time: Date,
    code?: string,
  ): Promise<SentReport> {
    const carrierStatus = code ?? (carrierCodeFor(shipment.carrier, status) as string);
    const request =
      shipment.carrier === 'ghn'
        ? ghnWebhookRequest(settings.ghn, {
            orderCode: shipment.trackingCode,
            clientOrderCode: orderCode,
            status: carrierStatus,
            time,
          })
        : ghtkWebhookRequest(settings.ghtk, {
            label: shipment.trackingCode,
            partnerId: orderCode,
            statusId: Number(carrierStatus),
            actionTime: time,
          });
    return { status, carrierStatus, answer: await send(request) };
  }

  async function findShipment(carrier: string, trackingCode: string) {
    if (!CARRIERS.has(carrier)) return null;
    return findSimulatedShipment(ctx.database.db, carrier as CarrierCode, trackingCode);
  }

  const isForm = (c: Context) =>
    (c.req.header('content-type') ?? '').includes('application/x-www-form-urlencoded') ||
    (c.req.header('content-type') ?? '').includes('multipart/form-data');

  const refuse = (c: Context, status: 400 | 404, key: string) =>
    c.json(
      { error: { code: status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED', message: key, fields: [] } },
      status,
    );

  // The page lists every shipment and its buttons move orders: the developer's machine or an admin only.
  app.use('/dev/carrier', devToolCallersOnly());
  app.use('/dev/carrier/*', devToolCallersOnly());
  app.get('/dev/carrier', async (c) => {
    const typed = (c.req.query('q') ?? '').trim().slice(0, 64);
    // Text no column can hold (a NUL, half a surrogate pair) filters nothing.
    const q = isStorableText(typed) ? typed : '';
    const rows = await listSimulatedShipments(ctx.database.db, q, LIST_MAX);
    const list = rows.map((r) => ({
      carrier: r.shipment.carrier,
      trackingCode: r.shipment.trackingCode,
      orderCode: r.orderCode,
      orderStatus: r.orderStatus,
      companyStatus: r.shipment.companyStatus,
    }));
    return c.html(renderCarrierSimulatorPage(simulatorLanguage(c), list, q));
  });

  app.post('/dev/carrier/:carrier/:trackingCode/advance', async (c) => {
    const found = await findShipment(c.req.param('carrier'), c.req.param('trackingCode'));
    if (!found) return refuse(c, 404, 'shipments.simulator.notFound');
    const form = isForm(c);
    const body = form ? await c.req.parseBody() : await c.req.json().catch(() => ({}));
    const to = (body as Record<string, unknown>).to;
    if (!isShipmentStatus(to) || carrierCodeFor(found.shipment.carrier, to) === null) {
      return refuse(c, 400, 'shipments.simulator.notACarrierStatus');
    }
    const sent = await report(found.shipment, found.orderCode, to, ctx.now());
    if (form) return c.redirect(`/dev/carrier?q=${encodeURIComponent(found.shipment.trackingCode)}`, 303);
    return c.json({ data: { sent: [sent] } });
  });

  app.post('/dev/carrier/:carrier/:trackingCode/scenario/:name', async (c) => {
    const found = await findShipment(c.req.param('carrier'), c.req.param('trackingCode'));
    if (!found) return refuse(c, 404, 'shipments.simulator.notFound');
    const name = c.req.param('name');
    if (!isCarrierScenario(name)) return refuse(c, 400, 'shipments.simulator.notACarrierStatus');
    const start = ctx.now().getTime();
    const sent: SentReport[] = [];
    const steps = scenarioSteps(found.shipment.carrier, name);
    for (const [index, [status, code]] of steps.entries()) {
      // One millisecond apart: each report is a distinct event, in the scenario's order.
      sent.push(await report(found.shipment, found.orderCode, status, new Date(start + index), code));
    }
    if (isForm(c))
      return c.redirect(`/dev/carrier?q=${encodeURIComponent(found.shipment.trackingCode)}`, 303);
    return c.json({ data: { sent } });
  });

  return app;
}
