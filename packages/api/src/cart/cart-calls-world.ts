import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { createRaceTestApp } from '../testing/race-tests';
import { cartItems } from './cart.tables';
import type { CartItemView, CartView } from './cart-schemas';

export interface CartAnswer {
  data?: { data: CartView };
  error?: { code: string; message: string; fields: { path: string; message: string }[] };
}

const MINUTE_MS = 60_000;

type RaceTestApp = Awaited<ReturnType<typeof createRaceTestApp>>;

/**
 * The cart API tests' world: an app on the race-test database and the calls and reads a cart
 * test makes. Call setUp in beforeAll and tearDown in afterAll.
 */
export function cartCallsWorld() {
  const world = {
    t: undefined as unknown as RaceTestApp,
    db: undefined as unknown as RaceTestApp['ctx']['database']['db'],
  };

  const call = async (headers: Record<string, string>, method: string, path: string, body?: unknown) => {
    const res = await world.t.api.request(path, {
      method,
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as CartAnswer };
  };
  const cartOf = async (headers: Record<string, string>) => {
    const res = await call(headers, 'GET', '/api/v1/mobile/carts/all');
    expect(res.status).toBe(200);
    return res.body.data?.data as CartView;
  };
  const itemsOf = (cart: CartView, section: 'valid' | 'invalid' = 'valid') =>
    cart[section].flatMap((group) => group.items);
  const itemOf = (cart: CartView, variantId: string): CartItemView => {
    const item = [...itemsOf(cart), ...itemsOf(cart, 'invalid')].find((i) => i.variant_id === variantId);
    if (!item) throw new Error(`no line for ${variantId}`);
    return item;
  };
  /** Puts lines straight in a user's cart, the first added `lines.length` minutes ago. */
  const putLines = async (
    userId: string,
    lines: { variantId: string; quantity?: number; selected?: boolean }[],
  ) => {
    const now = Date.now();
    const rows = await world.db
      .insert(cartItems)
      .values(
        lines.map((line, i) => ({
          userId,
          variantId: line.variantId,
          quantity: line.quantity ?? 1,
          isSelected: line.selected ?? false,
          createdAt: new Date(now - (lines.length - i) * MINUTE_MS),
        })),
      )
      .returning({ id: cartItems.id, variantId: cartItems.variantId });
    return new Map(rows.map((row) => [row.variantId, row.id]));
  };
  const quantityIn = async (id: string) => {
    const [row] = await world.db
      .select({ quantity: cartItems.quantity })
      .from(cartItems)
      .where(eq(cartItems.id, id));
    return row?.quantity;
  };

  async function setUp() {
    world.t = await createRaceTestApp();
    world.db = world.t.ctx.database.db;
  }
  const tearDown = async () => world.t?.close();

  return { world, setUp, tearDown, call, cartOf, itemsOf, itemOf, putLines, quantityIn };
}
