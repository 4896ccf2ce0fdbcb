import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { describe, expect, it } from 'vitest';
import { checkAnswersAgainstDeclarations } from './answer-check';

function appAnswering(body: unknown) {
  const app = new OpenAPIHono();
  const answer = z.object({ data: z.object({ id: z.string(), name: z.string() }) });
  for (const path of ['/things/{id}', '/things/mine']) {
    app.openapi(
      createRoute({
        method: 'get',
        path,
        responses: { 200: { description: 'A thing', content: { 'application/json': { schema: answer } } } },
      }),
      // biome-ignore lint/suspicious/noExplicitAny: the test sends what the declaration refuses.
      (c) => c.json(body as any, 200),
    );
  }
  return checkAnswersAgainstDeclarations(app);
}

describe('answers checked against their declared schemas', () => {
  it('lets an answer that matches its declaration through', async () => {
    const res = await appAnswering({ data: { id: '1', name: 'Áo' } }).request('/things/1');
    expect(await res.json()).toEqual({ data: { id: '1', name: 'Áo' } });
  });

  it('fails on an answer whose field was renamed', async () => {
    await expect(appAnswering({ data: { id: '1', title: 'Áo' } }).request('/things/mine')).rejects.toThrow(
      /GET \/things\/mine answered 200 with a body its declared schema refuses: .*name/,
    );
  });
});
