import type { Language } from '@cho-dep/core/locale/locales';
import type { ServiceFeeYearOneReading } from '@cho-dep/core/settlement/fee-rules';
import { translate } from '@cho-dep/i18n/translate';

/**
 * Figures a help or policy page takes from the running configuration, written in markdown as
 * {{name}}. Where product.md gives two readings the product picks one (SERVICE_FEE_YEAR_ONE,
 * decision 025) and the pages state the one in force, never both.
 */
export function pageSettings(language: Language, reading: ServiceFeeYearOneReading): Record<string, string> {
  return {
    serviceFeeYearOne: translate(language, `onboarding.serviceFee.${reading}.value`),
    serviceFeeYearOneNote: translate(language, `onboarding.serviceFee.${reading}.body`),
  };
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Replaces each known {{name}} of rendered page HTML with its value (as text); unknown ones stay. */
export function fillPageSettings(html: string, values: Record<string, string>): string {
  return html.replace(/\{\{\s*([A-Za-z][A-Za-z0-9]*)\s*\}\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
  });
}
