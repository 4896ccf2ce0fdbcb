import { BlockList, isIP } from 'node:net';
import { DEFAULT_COUNTRY } from '@cho-dep/core/locale/locales';

/** Addresses that never say where a person is: loopback, private, link-local, carrier NAT. */
const LOCAL_NETWORKS = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  LOCAL_NETWORKS.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::1', 128],
  ['::', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  LOCAL_NETWORKS.addSubnet(network, prefix, 'ipv6');
}

export function isLocalAddress(ip: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const address = mapped ?? ip;
  const family = isIP(address);
  if (family === 0) return true;
  return LOCAL_NETWORKS.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The X-Country header as a client sends it, as an ISO 3166-1 alpha-2 code. The product's
 * own area code for Korea is KO (product.md §9), which is not an ISO code, so it is read
 * as KR. Anything that is not two letters is ignored.
 */
export function countryFromHeader(header: string | undefined): string | undefined {
  const code = header?.trim().toUpperCase();
  if (!code || !/^[A-Z]{2}$/.test(code)) return undefined;
  return code === 'KO' ? 'KR' : code;
}

/**
 * The country of a request for GET /api/v1/public/get-ip-country: the X-Country header when
 * the client states one, else the offline GeoIP database; local and unknown addresses are
 * Vietnam, the default area. The answer is an ISO code (KR for Korea, not the product's KO):
 * the region popup only asks whether it is VN.
 */
export function resolveCountryCode(input: {
  header: string | undefined;
  ip: string;
  lookup: (ip: string) => string | undefined;
}): string {
  const stated = countryFromHeader(input.header);
  if (stated) return stated;
  if (isLocalAddress(input.ip)) return DEFAULT_COUNTRY;
  return input.lookup(input.ip) ?? DEFAULT_COUNTRY;
}
