import { randomUUID } from 'node:crypto';
import type { Agent } from 'node:http';
import { BuyerSession, type JsonAnswer } from './buyer-session';
import { type LabelStats, statsOf } from './load';

/**
 * The checkout benchmark's buyers: N closed-loop guests, each with its own cookies, looping
 * over what the web checkout sends (add to cart, select all, quote, place the order with an
 * Idempotency-Key and the quoted total). Only calls sent and answered inside the measured
 * window count.
 */
export const STEPS = ['add_to_cart', 'select_all', 'quote', 'place_order'] as const;
type Step = (typeof STEPS)[number];
export const CYCLE = 'whole checkout (4 calls)';

export interface Address {
  name: string;
  phone: string;
  country: string;
  city: string;
  ward: string;
  specificAddress: string;
}

export interface BuyersOptions {
  baseUrl: URL;
  agent: Agent;
  concurrency: number;
  warmupMs: number;
  durationMs: number;
  variantIds: readonly string[];
  address: Address;
  /** A guest contact e-mail on each order (the order-info mail goes to the outbox). */
  email: boolean;
  /**
   * Open loop: checkouts start at this many a second, each taken by a free buyer (a checkout
   * due while all buyers are busy waits for one, and its whole-checkout time counts from when
   * it was due). Without it each buyer starts its next checkout as soon as one ends.
   */
  rate?: number;
  /** Called when the measured window opens and closes (CPU readings). */
  onWindowStart?: () => Promise<void> | void;
  onWindowEnd?: () => Promise<void> | void;
}

export interface BuyersResult {
  seconds: number;
  placedOrders: number;
  placedCheckouts: number;
  /** Orders answered 200, warm-up and tail included (to compare with the database). */
  ordersAll: number;
  stats: LabelStats[];
  errors: Map<string, number>;
  samples: Map<string, string>;
}

/** `409 PRICE_CHANGED`, `500 INTERNAL`, `quote problem OUT_OF_STOCK`, `network ECONNRESET`. */
export function failureOf(answer: JsonAnswer): string {
  const code = answer.body?.error?.code ?? (answer.text.slice(0, 60).replace(/\s+/g, ' ') || '(empty)');
  return `${answer.status} ${code}`;
}

export async function runBuyers(o: BuyersOptions): Promise<BuyersResult> {
  const latencies = new Map<string, number[]>([...STEPS, CYCLE].map((s) => [s, []]));
  const errors = new Map<string, number>();
  const errorsByStep = new Map<string, number>();
  const samples = new Map<string, string>();
  let recording = false;
  let stopped = false;
  let placedOrders = 0;
  let placedCheckouts = 0;
  let ordersAll = 0;
  const draft = { source: 'cart', address: o.address, paymentMethod: 'CASH' };
  const startedAt = performance.now();
  let tickets = 0;
  /** When the next checkout is due (open loop), after waiting for that moment; now otherwise. */
  const nextDue = async (): Promise<number> => {
    if (!o.rate) return performance.now();
    const due = startedAt + (tickets++ * 1000) / o.rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    return due;
  };

  const buyer = async (n: number) => {
    const session = new BuyerSession(o.baseUrl, o.agent);
    const newGuest = async () => {
      session.reset();
      const g = await session.send('POST', '/community/v1/user/request-guest-user');
      if (g.status !== 201) throw new Error(`guest request answered ${failureOf(g)}`);
    };
    await newGuest();
    while (!stopped) {
      const cycleStart = await nextDue();
      if (stopped) break;
      const inWindow = recording;
      const variantId = o.variantIds[Math.floor(Math.random() * o.variantIds.length)] as string;
      let total = 0;
      let failed = false;
      const step = async (
        name: Step,
        call: () => Promise<JsonAnswer>,
        ok: (a: JsonAnswer) => string | null,
      ) => {
        const t = performance.now();
        let failure: string | null;
        let detail = '';
        try {
          const answer = await call();
          failure = ok(answer);
          detail = failure ? answer.text.slice(0, 300) : '';
        } catch (error) {
          failure = `network ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`;
        }
        if (inWindow && recording) {
          if (failure) {
            const key = `${name} ${failure}`;
            errors.set(key, (errors.get(key) ?? 0) + 1);
            errorsByStep.set(name, (errorsByStep.get(name) ?? 0) + 1);
            if (!samples.has(key)) samples.set(key, `buyer ${n}, variant ${variantId}: ${detail}`);
          } else latencies.get(name)?.push(performance.now() - t);
        }
        if (failure) failed = true;
        return !failure;
      };
      const okStatus = (a: JsonAnswer) => (a.status === 200 ? null : failureOf(a));
      const done =
        (await step(
          'add_to_cart',
          () => session.send('POST', '/api/v1/mobile/carts', { variantId, quantity: 1 }),
          okStatus,
        )) &&
        (await step(
          'select_all',
          () => session.send('PUT', '/api/v1/mobile/carts/selection', { is_selected: true }),
          okStatus,
        )) &&
        (await step(
          'quote',
          () => session.send('POST', '/api/v1/mobile/checkout/quote', draft),
          (a) => {
            if (a.status !== 200) return failureOf(a);
            const problem = a.body?.data?.problems?.[0]?.code as string | undefined;
            if (problem) return `problem ${problem}`;
            total = a.body?.data?.totals?.totalPayment;
            return typeof total === 'number' ? null : 'no totals.totalPayment';
          },
        )) &&
        (await step(
          'place_order',
          () =>
            session.send(
              'POST',
              '/api/v1/mobile/checkout/orders',
              {
                draft,
                agreeTerms: true,
                expectedTotal: total,
                ...(o.email ? { contactEmail: `khach${n}@example.com` } : {}),
              },
              { 'idempotency-key': randomUUID() },
            ),
          (a) => {
            if (a.status !== 200) return failureOf(a);
            const made = (a.body?.data?.orders ?? []).length as number;
            ordersAll += made;
            if (inWindow && recording) {
              placedOrders += made;
              placedCheckouts += 1;
            }
            return made > 0 ? null : 'no orders in the answer';
          },
        ));
      if (done && inWindow && recording) latencies.get(CYCLE)?.push(performance.now() - cycleStart);
      // A failed cycle may leave lines in the cart: start over as a new guest, empty cart.
      if (failed && !stopped) await newGuest();
    }
  };

  const workers = Array.from({ length: o.concurrency }, (_, i) => buyer(i + 1));
  await new Promise((r) => setTimeout(r, o.warmupMs));
  await o.onWindowStart?.();
  recording = true;
  const measureStart = performance.now();
  await new Promise((r) => setTimeout(r, o.durationMs));
  const seconds = (performance.now() - measureStart) / 1000;
  recording = false;
  await o.onWindowEnd?.();
  stopped = true;
  await Promise.all(workers);
  const stats = [...STEPS, CYCLE].map((s) =>
    statsOf(s, latencies.get(s) ?? [], s === CYCLE ? 0 : (errorsByStep.get(s) ?? 0)),
  );
  return { seconds, placedOrders, placedCheckouts, ordersAll, stats, errors, samples };
}
