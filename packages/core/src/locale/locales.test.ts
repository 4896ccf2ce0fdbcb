import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage, parseCountry, parseLanguage, resolveLanguage } from './locales';

describe('languages', () => {
  it('maps kr to English, as the original clients send it', () => {
    expect(parseLanguage('kr')).toBe('en');
    expect(parseLanguage('en-US')).toBe('en');
    expect(parseLanguage('ko-KR')).toBe('ko');
    expect(parseLanguage('fr')).toBeUndefined();
  });

  it('picks the best supported Accept-Language by quality', () => {
    expect(languageFromAcceptLanguage('fr-FR,ko;q=0.8,en;q=0.9')).toBe('en');
    expect(languageFromAcceptLanguage('de')).toBeUndefined();
  });

  it('lets the appLocale cookie win over the header, and defaults to Vietnamese', () => {
    expect(resolveLanguage('ko', 'en')).toBe('ko');
    expect(resolveLanguage(undefined, 'kr')).toBe('en');
    expect(resolveLanguage(undefined, undefined)).toBe('vi');
    expect(resolveLanguage('xx', undefined)).toBe('vi');
  });

  it('reads X-Country with VN as the default', () => {
    expect(parseCountry(undefined)).toBe('VN');
    expect(parseCountry('kr')).toBe('KO');
    expect(parseCountry('KO')).toBe('KO');
    expect(parseCountry('US')).toBe('VN');
  });
});
