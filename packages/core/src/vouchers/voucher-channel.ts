/**
 * Where an order is placed: the web shop or the app (the API clients of product.md §7,
 * which send their device id in the From header). Some vouchers are usable only in the app;
 * the rule stays for the app, and the web says where the app comes from instead of offering a
 * voucher no one on the web can use (decision 034).
 */
export type VoucherChannel = 'web' | 'app';

/** The app identifies its device (From header); a browser sends none. */
export function channelOf(request: { deviceId?: string | null }): VoucherChannel {
  return request.deviceId ? 'app' : 'web';
}

/** Whether a voucher can be used on this channel. */
export function usableOnChannel(conditions: { appOnly?: boolean }, channel: VoucherChannel): boolean {
  return !conditions.appOnly || channel === 'app';
}

/** Where the web sends people for the app (its page is built with the app's launch). */
export const APP_DOWNLOAD_PATH = '/download';
