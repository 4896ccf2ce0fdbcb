import type { catalog as vi } from './vi/index';

export type LanguageCatalog = typeof vi;

/**
 * One language's texts, loaded on demand: each is its own chunk in the browser bundle, so a
 * page downloads the language it shows and not the other two (the server keeps all three,
 * see resources.ts).
 */
export const loadCatalog: Record<'vi' | 'en' | 'ko', () => Promise<LanguageCatalog>> = {
  vi: () => import('./vi/index').then((m) => m.catalog),
  en: () => import('./en/index').then((m) => m.catalog),
  ko: () => import('./ko/index').then((m) => m.catalog),
};
