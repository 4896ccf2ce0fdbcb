import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { type Socket as ClientSocket, io as connectClient } from 'socket.io-client';
import type { AppContext } from '../app/app-context';
import { attachRealtime, type RealtimeOptions } from './realtime-server';

/**
 * A real server for socket tests and the socket benchmark: the API on an HTTP server listening
 * on 127.0.0.1 (at a free port unless given one), with the socket attached exactly as the web
 * server attaches it.
 */
export async function startSocketServer(
  app: { ctx: AppContext; api: { fetch: (request: Request) => Response | Promise<Response> } },
  options: RealtimeOptions = {},
  port = 0,
) {
  const server = createAdaptorServer({ fetch: app.api.fetch }) as HttpServer;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const closeRealtime = await attachRealtime(server, app.ctx, options);
  const { port: listening } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${listening}`,
    async close() {
      await closeRealtime();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A socket.io client like the web app's (WebSocket only), connected or refused. */
export function connectSocket(
  url: string,
  options: { token?: string; headers?: Record<string, string>; deviceId?: string } = {},
): Promise<ClientSocket> {
  const socket = connectClient(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: {
      ...(options.token ? { token: options.token } : {}),
      ...(options.deviceId ? { deviceId: options.deviceId } : {}),
    },
    extraHeaders: options.headers,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** Every `event` a socket hears from now on, for checking what arrived (and what did not). */
export function recordEvents<T = unknown>(socket: ClientSocket, event: string): T[] {
  const heard: T[] = [];
  socket.on(event, (data: T) => heard.push(data));
  return heard;
}

/** Waits until `check` holds (events arrive asynchronously), failing after `ms`. */
export async function eventually(check: () => boolean, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('the expected events did not arrive in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
