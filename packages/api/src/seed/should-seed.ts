import type { Config } from '../app/config';

/**
 * Demo data is seeded on the embedded database by default (that is what `npm start` is for),
 * and on a PostgreSQL server only when SEED_DEMO=true, so a production database never gets it
 * by accident. SEED_DEMO=false turns it off everywhere.
 */
export function shouldSeedDemo(config: Pick<Config, 'SEED_DEMO' | 'DATABASE_URL'>): boolean {
  if (config.SEED_DEMO !== undefined) return config.SEED_DEMO;
  return !config.DATABASE_URL;
}
