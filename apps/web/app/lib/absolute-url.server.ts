import { publicOrigin } from '@cho-dep/api/app/public-origin';
import type { ServerContext } from '../server-context';

/** An address as Zalo's and Facebook's previews need it: absolute, on the site's public origin. */
export function absoluteUrl(server: ServerContext, requestUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${publicOrigin(server.app.config, requestUrl)}/`).toString();
}
