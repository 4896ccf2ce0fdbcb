import { expect, it } from 'vitest';
import { createTestApp } from '../testing/test-app';
it('doc', async () => {
  const t = await createTestApp();
  const res = await t.api.request('/api/docs');
  const doc = await res.json();
  const paths = Object.keys(doc.paths ?? {}).filter((p) => p.includes('carts'));
  console.log(res.status, paths, JSON.stringify(doc.paths['/api/v1/mobile/carts/{id}/quantities'].put.requestBody).slice(0, 300));
  await t.close();
  expect(paths.length).toBeGreaterThan(0);
});
