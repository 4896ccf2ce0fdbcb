import type { IncomingHttpHeaders } from 'node:http';
import { isCrossSiteWrite, originOf } from '@cho-dep/core/accounts/request-origin';
import { deviceIdSchema } from '@cho-dep/core/realtime/presence';
import { parse as parseCookies } from 'hono/utils/cookie';
import { cookieNameFor, TOKEN_COOKIE } from '../accounts/auth-cookies';
import { resolveSession } from '../accounts/session-service';
import type { AppContext } from '../app/app-context';

/** Who a socket belongs to, kept on `socket.data`. */
export interface SocketUser {
  userId: string;
  sessionId: string;
  /** The device it speaks for in presence: the app's device id, else its session. */
  deviceId: string;
}

/** What the socket handshake gives us (a subset of Socket.IO's Handshake). */
interface Handshake {
  headers: IncomingHttpHeaders;
  auth: Record<string, unknown>;
}

// Tokens are base64url (session-token.ts); anything else is not a session.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,200}$/;

function bearer(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const token = value.trim().replace(/^bearer\s+/i, '');
  return TOKEN_PATTERN.test(token) ? token : undefined;
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * A browser opening a socket sends the session cookie whichever site asked it to; a page of
 * another site must not get a socket in the member's name (cross-site WebSocket hijacking),
 * so a cookie counts only when the browser says the page is one of ours.
 */
function cookieAllowed(ctx: AppContext, headers: IncomingHttpHeaders): boolean {
  const host = header(headers, 'host');
  const ownOrigins = host ? [`http://${host}`, `https://${host}`] : [];
  const publicOrigin = originOf(ctx.config.publicUrl);
  if (publicOrigin) ownOrigins.push(publicOrigin);
  return !isCrossSiteWrite({
    secFetchSite: header(headers, 'sec-fetch-site'),
    origin: header(headers, 'origin'),
    ownOrigins,
  });
}

/**
 * The member a socket connects as, by the same session as the pages: a token in the
 * handshake's `auth.token` or its Authorization header (the apps and API clients, "Bearer "
 * optional as on the HTTP API), else the session cookie. Null refuses the connection.
 */
export async function authenticateSocket(ctx: AppContext, handshake: Handshake): Promise<SocketUser | null> {
  const headerToken = bearer(handshake.auth.token) ?? bearer(header(handshake.headers, 'authorization'));
  let session = headerToken ? await resolveSession(ctx, headerToken) : undefined;
  if (!session) {
    const cookies = parseCookies(header(handshake.headers, 'cookie') ?? '');
    const cookieToken = bearer(cookies[cookieNameFor(ctx.config, TOKEN_COOKIE)]);
    if (cookieToken && cookieAllowed(ctx, handshake.headers))
      session = await resolveSession(ctx, cookieToken);
  }
  if (!session) return null;
  const device = deviceIdSchema.safeParse(handshake.auth.deviceId ?? header(handshake.headers, 'from'));
  return {
    userId: session.userId,
    sessionId: session.sessionId,
    deviceId: device.success ? device.data : `session:${session.sessionId}`,
  };
}
