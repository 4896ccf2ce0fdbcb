/**
 * One server process of the socket benchmark (bench/sockets-bench.ts): the API and the
 * real-time socket on 127.0.0.1:PORT over DATABASE_URL, with the Redis adapter when REDIS_URL
 * is set, exactly as the web server attaches it. Answers the parent over IPC: 'ready' once
 * listening, and its memory (after a full collection) when asked.
 */
import { loadConfig } from '@cho-dep/api/app/config';
import { createApi } from '@cho-dep/api/app/create-api';
import { closeAppContext, createAppContext } from '@cho-dep/api/app/create-app-context';
import { startSocketServer } from '@cho-dep/api/realtime/socket-test-server';

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'production',
  PAYMENT_SIMULATOR: 'on',
  CARRIER_SIMULATOR: 'on',
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
});
const ctx = await createAppContext(config);
const server = await startSocketServer(
  { ctx, api: createApi(ctx) },
  { redisUrl: process.env.REDIS_URL || undefined, redisKey: process.env.BENCH_REDIS_KEY },
  Number(process.env.PORT),
);

process.on('message', (message: { kind: string }) => {
  if (message.kind === 'memory') {
    (globalThis as { gc?: () => void }).gc?.();
    process.send?.({ kind: 'memory', memory: process.memoryUsage() });
  }
  if (message.kind === 'stop') {
    void server
      .close()
      .then(() => closeAppContext(ctx))
      .finally(() => process.exit(0));
  }
});
process.send?.({ kind: 'ready', url: server.url });
