/** ZaloPay's merchant settings (app id, key1 for our requests, key2 for theirs, API host). */
export interface ZalopayConfig {
  appId: string;
  /** Signs our requests (create order). */
  key1: string;
  /** Verifies ZaloPay's callbacks and redirects. */
  key2: string;
  /** API host, e.g. https://sb-openapi.zalopay.vn; the create call is POST {endpoint}/v2/create. */
  endpoint: string;
}
