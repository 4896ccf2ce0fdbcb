// `npm run analytics:rebuild [-- --shop <id>]`: recomputes the shops' daily sales (decision 059)
// exactly from their orders, for every shop or one. The server keeps them as orders move; this
// is for a restore from backup, a change of what the reports count, or a check. Uses the same
// database as the server: DATABASE_URL, else the embedded one in DATA_DIR (stop the server
// first then: the embedded database has one user at a time).
import { parseArgs } from 'node:util';
import { rebuildDailySales } from '@cho-dep/api/analytics/daily-sales';
import { loadConfig } from '@cho-dep/api/app/config';
import { closeAppContext, createAppContext } from '@cho-dep/api/app/create-app-context';

const { values } = parseArgs({ options: { shop: { type: 'string' } } });
const ctx = await createAppContext(loadConfig());
try {
  const started = Date.now();
  await rebuildDailySales(ctx.database.db, values.shop);
  console.log(
    `daily sales rebuilt for ${values.shop ? `shop ${values.shop}` : 'every shop'} in ${Date.now() - started} ms`,
  );
} finally {
  await closeAppContext(ctx);
}
