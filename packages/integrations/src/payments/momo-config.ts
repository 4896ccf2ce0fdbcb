/** MoMo's merchant settings (partner code, keys, API host). */
export interface MomoConfig {
  partnerCode: string;
  accessKey: string;
  secretKey: string;
  /** API host, e.g. https://test-payment.momo.vn; the create call is POST {endpoint}/v2/gateway/api/create. */
  endpoint: string;
}
