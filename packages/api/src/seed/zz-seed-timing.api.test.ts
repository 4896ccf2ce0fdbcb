import { it } from 'vitest';
import { createTestApp } from '../testing/test-app';
import { seedDemoDataOnce } from './seed-demo';

it('times the full seed', async () => {
  const t = await createTestApp();
  const r = await seedDemoDataOnce(t.ctx);
  console.log('SEED', JSON.stringify(r));
  await t.close();
}, 120_000);
