import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AppContext } from '@cho-dep/api/app/app-context';
import { loadConfig } from '@cho-dep/api/app/config';
import { createApi } from '@cho-dep/api/app/create-api';
import { closeAppContext, createAppContext } from '@cho-dep/api/app/create-app-context';
import { startBackground } from '@cho-dep/api/app/start-background';
import type { ApiEnv } from '@cho-dep/api/http/hono-env';
import { securityHeaders } from '@cho-dep/api/http/security-headers';
import { liveIngestPort } from '@cho-dep/api/live/live-ingest-auth';
import { attachLiveIngest } from '@cho-dep/api/live-media/ingest-socket';
import { forgetPagesOnWrite, pageCache } from '@cho-dep/api/page-cache/page-cache';
import { attachRealtime } from '@cho-dep/api/realtime/realtime-server';
import type { Context } from 'hono';
import { compress } from 'hono/compress';
import { RouterContextProvider } from 'react-router';
import { createHonoServer } from 'react-router-hono-server/node';
import { pageHandler } from './page-handler';
import { serverContext } from './server-context';
import { serverProcessPlan, superviseServerProcesses } from './server-processes';

/**
 * A server process: API modules, server-rendered pages and static assets (WEB_CONCURRENCY
 * starts several on PostgreSQL, below).
 * The context (database, store, transports) is created once; in development Vite re-runs
 * this module on every change, so the context is kept on globalThis instead of reopening
 * the embedded database.
 */
interface Running {
  ctx: AppContext;
  stopBackground: () => Promise<void>;
}
// The built server serves its client assets from `build/client` relative to the working
// directory, while data, migrations and content live at the repository root. Pin both down
// here, whatever directory the server was started from: absolute paths for ours, then the
// working directory for the assets.
// (A runtime test: Vite compiles import.meta.env.PROD to false in this server bundle.)
const builtServer = fileURLToPath(import.meta.url).endsWith(join('server', 'index.js'));
if (builtServer) {
  const webDir = fileURLToPath(new URL('../..', import.meta.url));
  const repoRoot = resolve(webDir, '../..');
  process.env.DATA_DIR = resolve(repoRoot, process.env.DATA_DIR ?? 'data');
  process.env.MIGRATIONS_DIR ??= resolve(repoRoot, 'packages/db/migrations');
  process.env.CONTENT_DIR ??= resolve(repoRoot, 'content');
  process.chdir(webDir);
}
// Several server processes on PostgreSQL (WEB_CONCURRENCY, server-processes.ts): the process
// started first only starts and watches the others, and never goes past this line.
if (builtServer && cluster.isPrimary) {
  const plan = serverProcessPlan(process.env, availableParallelism());
  if (plan.count > 1) await superviseServerProcesses(plan.count, plan.why);
}

const globalForContext = globalThis as unknown as {
  choDep?: Promise<Running>;
  /** The socket server's close function; development re-attaches it when this module re-runs. */
  choDepRealtime?: Promise<() => Promise<void>>;
  /** The live video ingest's close function (re-attached the same way). */
  choDepLiveIngest?: () => Promise<void>;
};
const config = loadConfig();
globalForContext.choDep ??= createAppContext(config).then(async (ctx) => ({
  ctx,
  stopBackground: await startBackground(ctx),
}));
const { ctx, stopBackground } = await globalForContext.choDep;
const api = createApi(ctx);

// Close the embedded database cleanly on Ctrl-C or a stop signal, so the next start is quick.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    Promise.resolve(globalForContext.choDepRealtime)
      .then((closeRealtime) => closeRealtime?.())
      .then(() => globalForContext.choDepLiveIngest?.())
      .then(() => stopBackground())
      .then(() => closeAppContext(ctx))
      .finally(() => process.exit(0));
  });
}

/** What the page loaders get: the app context and what the API's middleware learnt of the request. */
function pageContext(c: Context) {
  const apiContext = c as unknown as Context<ApiEnv>;
  const provider = new RouterContextProvider();
  provider.set(serverContext, {
    app: ctx,
    info: apiContext.get('info'),
    user: apiContext.get('user'),
    nonce: apiContext.get('secureHeadersNonce'),
  });
  return provider;
}

export default await createHonoServer({
  defaultLogger: false,
  hostname: process.env.HOST,
  port: config.PORT,
  // Compress text answers (HTML, JS, CSS, JSON) before anything else answers, assets too:
  // on a phone network the bytes are the page's speed (WebP media is already compressed and
  // is left alone by content type).
  beforeAll(app) {
    app.use('*', compress());
    // Static assets answer before the API is reached: give them the same headers (nosniff and
    // the rest). The API applies the same middleware, which keeps this request's nonce.
    app.use('*', securityHeaders(config));
  },
  // Hashed scripts and styles have .br / .gz copies from the build (precompress-assets.mjs).
  serveStaticOptions: { clientAssets: { precompressed: true } },
  async configure(app) {
    // Signed-out visitors' public pages from the shared page cache (decision 055), dropped by
    // the writes that change them; PAGE_CACHE=off renders every page (the benchmark's baseline).
    // `npm run dev` renders every page unless PAGE_CACHE=on: an edit shows on the next reload.
    const pageCacheOn =
      process.env.PAGE_CACHE === 'on' ||
      (process.env.PAGE_CACHE !== 'off' && config.NODE_ENV === 'production');
    if (pageCacheOn) app.use('/api/*', forgetPagesOnWrite());
    app.route('/', api);
    if (pageCacheOn) app.use('*', pageCache());
    // Pages through one request handler made now, not one per request (page-handler.ts).
    if (builtServer) app.use('*', await pageHandler(pageContext));
  },
  getLoadContext: pageContext,
  // Keep idle connections open longer than clients and proxies reuse them (Node closes them
  // after 5 s by default): a request sent on a socket the server is closing just then is reset
  // (ECONNRESET), seen from browsers and load balancers that keep connections alive.
  onServe(server) {
    const http = server as import('node:http').Server;
    http.keepAliveTimeout = 65_000;
    http.headersTimeout = 66_000;
    // The real-time socket (/socket.io) on the same server and port as the pages.
    const previous = globalForContext.choDepRealtime;
    globalForContext.choDepRealtime = Promise.resolve(previous)
      .then((closePrevious) => closePrevious?.())
      .then(() => attachRealtime(http, ctx));
    globalForContext.choDepRealtime.catch((error: unknown) =>
      ctx.logger.error({ err: error }, 'the real-time socket could not start'),
    );
    // Sellers' browsers publish their live video at /live-ingest/{liveId} (decision 062).
    void globalForContext.choDepLiveIngest?.();
    // OBS publishes over RTMP into the same runs (decision 064).
    const { RTMP_PORT, RTMP_HOST, HOST } = ctx.config;
    globalForContext.choDepLiveIngest = attachLiveIngest(http, ctx, {
      port: liveIngestPort,
      rtmp: RTMP_PORT === 'off' ? undefined : { port: RTMP_PORT, host: RTMP_HOST ?? HOST },
    });
  },
  listeningListener(info) {
    ctx.logger.info(
      { port: info.port, database: ctx.database.kind },
      `Chợ Đẹp is serving on http://localhost:${info.port}`,
    );
  },
});
