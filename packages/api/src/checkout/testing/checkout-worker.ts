/**
 * A second app process for the cross-process checkout test: it opens the same PostgreSQL
 * database as the test, then places `count` express checkouts of one variant at once, each
 * as its own guest, and prints how many succeeded and why the others failed.
 * Usage: DATABASE_URL=... tsx checkout-worker.ts <variantId> <count> <expectedTotal> <addressJson>
 */
import { AppError } from '@cho-dep/core/errors/app-error';
import { loadConfig } from '../../app/config';
import { closeAppContext, createAppContext } from '../../app/create-app-context';
import { insertGuest } from '../../testing/user-fixtures';
import { placeOrder } from '../place-order';

const [variantId = '', countText = '0', totalText = '0', addressJson = '{}'] = process.argv.slice(2);
const ctx = await createAppContext(loadConfig({ NODE_ENV: 'test', DATABASE_URL: process.env.DATABASE_URL }));
const outcomes = await Promise.all(
  Array.from({ length: Number(countText) }, async (_, i) => {
    const guestId = await insertGuest(ctx);
    try {
      await placeOrder(
        ctx,
        { guestId },
        {
          input: {
            draft: {
              source: 'express',
              items: [{ variantId, quantity: 1 }],
              address: JSON.parse(addressJson),
              paymentMethod: 'CASH',
            },
            agreeTerms: true,
            expectedTotal: Number(totalText),
          },
          idempotencyKey: `worker-${process.pid}-${i}`,
          userEmail: null,
          language: 'vi',
        },
      );
      return 'placed';
    } catch (error) {
      return error instanceof AppError ? error.code : String(error);
    }
  }),
);
process.stdout.write(JSON.stringify(outcomes));
await closeAppContext(ctx);
