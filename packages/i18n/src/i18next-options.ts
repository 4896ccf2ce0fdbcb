import type { InitOptions } from 'i18next';

/**
 * The i18next settings both sides use, so a text renders the same in the page and in a mail
 * or SMS: texts are not HTML-escaped (React escapes what it renders; mails escape in their
 * template), and the catalogs are given inline and initialised synchronously, so a text is
 * ready on the first render and in the first mail.
 */
export const sharedI18nextOptions = {
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
} as const satisfies InitOptions;
