/** The path and query of an address: an app run inside the test answers by path, whatever the host. */
export function pathOf(input: string | URL | Request): string {
  const url = new URL(input instanceof Request ? input.url : String(input));
  return `${url.pathname}${url.search}`;
}

/**
 * A fetch that hands each call to an app in the same process, as the network would hand it to
 * that app in production: lets the gateway and carrier simulators and our API call each other.
 */
export function inProcessFetch(app: {
  request: (path: string, init?: RequestInit) => Response | Promise<Response>;
}): typeof fetch {
  return ((input: string | URL | Request, init?: RequestInit) =>
    app.request(pathOf(input), init)) as typeof fetch;
}
