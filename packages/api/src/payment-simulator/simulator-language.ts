import { type Language, languageFromAcceptLanguage, parseLanguage } from '@cho-dep/core/locale/locales';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';

/**
 * The page's language: the language the buyer chose on our site (the appLocale cookie, sent
 * because the simulator shares our origin), else the language the merchant asked the
 * gateway for (VNPay vnp_Locale, MoMo lang), else the browser's, else Vietnamese.
 */
export function simulatorLanguage(c: Context, requested?: string): Language {
  return (
    parseLanguage(getCookie(c, 'appLocale')) ??
    parseLanguage(requested === 'vn' ? 'vi' : requested) ??
    languageFromAcceptLanguage(c.req.header('accept-language')) ??
    'vi'
  );
}
