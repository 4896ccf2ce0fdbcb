import type { Context, MiddlewareHandler } from 'hono';
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from 'react-router';

/**
 * The server-rendered pages through one React Router request handler, made at start. The Hono
 * adapter (react-router-hono-server) makes a new handler for every request, and every new one
 * flattens, ranks and indexes the app's 150 routes again before rendering: 5 to 6% of a page's
 * CPU in the pages benchmark's profile (decision 054). The built server answers pages here;
 * development keeps the adapter's handler, since Vite reloads the build there.
 */
export async function pageHandler(
  loadContext: (c: Context) => RouterContextProvider,
): Promise<MiddlewareHandler> {
  const build = (await import('virtual:react-router/server-build')) as unknown as ServerBuild;
  const handle = createRequestHandler(build, 'production');
  return (c) => handle(c.req.raw, loadContext(c));
}
