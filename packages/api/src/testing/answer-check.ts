import type { OpenAPIHono } from '@hono/zod-openapi';

/**
 * Every 2xx JSON answer an API test receives is checked against the schema its route declares:
 * the web app's types are generated from those schemas, so an answer that strays from its
 * declaration would let a page compile against a shape the server does not send.
 */

interface SafeParser {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: unknown[] } };
}

interface DeclaredRoute {
  method: string;
  pattern: RegExp;
  /** Fewer parameters first: `/reviews/mine` wins over `/reviews/{id}`. */
  params: number;
  schemas: Map<number, SafeParser>;
}

const isParser = (value: unknown): value is SafeParser =>
  typeof (value as SafeParser | undefined)?.safeParse === 'function';

function declaredRoutes(app: OpenAPIHono<never>): DeclaredRoute[] {
  const routes: DeclaredRoute[] = [];
  for (const definition of app.openAPIRegistry.definitions) {
    if (definition.type !== 'route') continue;
    const { method, path, responses } = definition.route;
    const schemas = new Map<number, SafeParser>();
    for (const [status, response] of Object.entries(responses ?? {})) {
      const schema = (response as { content?: Record<string, { schema?: unknown }> }).content?.[
        'application/json'
      ]?.schema;
      if (isParser(schema)) schemas.set(Number(status), schema);
    }
    if (schemas.size === 0) continue;
    const source = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
    routes.push({
      method: method.toUpperCase(),
      pattern: new RegExp(`^${source}/?$`),
      params: (path.match(/\{/g) ?? []).length,
      schemas,
    });
  }
  return routes.sort((a, b) => a.params - b.params);
}

/** Wraps `app.request` so a 2xx JSON answer its declared schema refuses fails the test. */
export function checkAnswersAgainstDeclarations<App extends { request: OpenAPIHono<never>['request'] }>(
  app: App,
): App {
  const routes = declaredRoutes(app as unknown as OpenAPIHono<never>);
  const request = app.request.bind(app);
  const checked: typeof app.request = async (input, init, ...rest) => {
    const response = await request(input, init, ...rest);
    if (response.status < 200 || response.status > 299) return response;
    if (!response.headers.get('content-type')?.includes('application/json')) return response;
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const route = routes.find((r) => r.method === method && r.pattern.test(url.pathname));
    const schema = route?.schemas.get(response.status);
    if (!schema) return response;
    const result = schema.safeParse(await response.clone().json());
    if (!result.success) {
      throw new Error(
        `${method} ${url.pathname} answered ${response.status} with a body its declared schema refuses: ` +
          JSON.stringify(result.error.issues).slice(0, 2000),
      );
    }
    return response;
  };
  app.request = checked;
  return app;
}
