import { BlockList, isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * Who sent a request. The socket's remote address is the only fact a client cannot forge;
 * X-Forwarded-For is believed only hop by hop from the right, and only while the hop that
 * wrote it is one of our own proxies (TRUSTED_PROXIES, off by default). Without that, any
 * client could pick its own address per request: escape the per-address rate limits, or get
 * someone else's address blocked.
 */
export type ProxyTrust = (address: string) => boolean;

/** One TRUSTED_PROXIES entry: an IPv4 or IPv6 address, or a CIDR range of them. */
export function isProxyEntry(entry: string): boolean {
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0 || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  const max = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= max;
}

/** `::ffff:10.0.0.1` (IPv4 on an IPv6 socket) is 10.0.0.1; anything else as written. */
export function normaliseAddress(address: string): string {
  const trimmed = address.trim().replace(/^\[(.*)\]$/, '$1');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed);
  return mapped?.[1] ?? trimmed;
}

export function createProxyTrust(entries: readonly string[]): ProxyTrust {
  if (entries.length === 0) return () => false;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
  };
}

/**
 * The client's address from the socket's and the X-Forwarded-For chain: walk from the socket
 * leftwards through the chain while the current hop is a trusted proxy; the first hop that is
 * not is the client. A malformed entry stops the walk at the last trusted hop.
 */
export function resolveClientAddress(
  socket: string | undefined,
  forwardedFor: string | undefined,
  trusted: ProxyTrust,
): string | undefined {
  if (!socket) return undefined;
  let current = normaliseAddress(socket);
  const chain = (forwardedFor ?? '').split(',').map(normaliseAddress).filter(Boolean);
  while (trusted(current) && chain.length > 0) {
    const previous = chain.pop() as string;
    if (isIP(previous) === 0) break;
    current = previous;
  }
  return current;
}

/**
 * The socket's remote address (@hono/node-server), or undefined without a socket (in-process
 * tests). Under `npm run dev` the Vite adapter hands it over in an `x-remote-address` header
 * that it appends after anything the client sent, so only the last value counts.
 */
export function socketAddress(c: Context): string | undefined {
  try {
    const address = getConnInfo(c).remote.address?.split(',').pop();
    return address ? normaliseAddress(address) : undefined;
  } catch {
    return undefined;
  }
}

const loopback = createProxyTrust(['127.0.0.0/8', '::1']);

/** Whether an address is the loopback interface (127.0.0.0/8 or ::1), written as a bare address. */
export function isLoopbackAddress(address: string | undefined): boolean {
  return address !== undefined && loopback(address);
}

/** Whether the request came over the loopback interface: the socket's address, never a header. */
export function isLoopbackRequest(c: Context): boolean {
  return isLoopbackAddress(socketAddress(c));
}

/**
 * The one derivation of the client address every caller uses (through `c.get('info').ip`,
 * set once per request). Without a socket (in-process API tests) the request is taken as
 * coming from the loopback address.
 */
export function clientIp(c: Context, trusted: ProxyTrust): string {
  return (
    resolveClientAddress(socketAddress(c) ?? '127.0.0.1', c.req.header('x-forwarded-for'), trusted) ??
    '127.0.0.1'
  );
}

/**
 * Whether the client reached us over HTTPS: the request's own scheme, or the X-Forwarded-Proto
 * of a trusted proxy that terminated TLS in front of us.
 */
export function isHttpsRequest(c: Context, trusted: ProxyTrust): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  const socket = socketAddress(c);
  if (!socket || !trusted(socket)) return false;
  const proto = c.req.header('x-forwarded-proto')?.split(',').pop()?.trim().toLowerCase();
  return proto === 'https';
}
