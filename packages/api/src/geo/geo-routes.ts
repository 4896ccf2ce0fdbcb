import { createRoute, z } from '@hono/zod-openapi';
import { dataSchema } from '../http/responses';
import { createRouter } from '../http/router';
import { resolveCountryCode } from './ip-country';

const ipCountryRoute = createRoute({
  method: 'get',
  path: '/api/v1/public/get-ip-country',
  tags: ['Public'],
  summary: 'Country of the caller, from X-Country or the IP address (ISO code; VN when unknown)',
  responses: {
    200: {
      description: 'The ISO 3166-1 alpha-2 country code (KR for Korea)',
      content: {
        'application/json': {
          schema: dataSchema(z.object({ country_code: z.string().openapi({ example: 'VN' }) })),
        },
      },
    },
  },
});

type Lookup = (ip: string) => string | undefined;
let loadedLookup: Promise<Lookup> | undefined;

/** The 7 MB GeoIP table loads on the first call, not at start (most requests never need it). */
function geoLookup(): Promise<Lookup> {
  loadedLookup ??= import('geoip-country').then(
    ({ default: geoip }) =>
      (ip: string) =>
        geoip.lookup(ip)?.country ?? undefined,
  );
  return loadedLookup;
}

export function geoRoutes() {
  return createRouter().openapi(ipCountryRoute, async (c) => {
    const country_code = resolveCountryCode({
      header: c.req.header('x-country'),
      ip: c.get('info').ip,
      lookup: await geoLookup(),
    });
    return c.json({ data: { country_code } }, 200);
  });
}
