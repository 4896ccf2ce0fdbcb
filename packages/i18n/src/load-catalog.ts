import type { TextGroup } from './text-groups';
import type { catalog as vi } from './vi/index';

export type LanguageCatalog = typeof vi;

type Loaders = Record<TextGroup, () => Promise<Partial<LanguageCatalog>>>;

/**
 * One part of one language's texts (text-groups.ts), loaded on demand: each is its own chunk
 * in the browser bundle, so a page downloads its language's parts that it shows and nothing of
 * the other two languages (the server keeps all three, see resources.ts).
 */
export const loadTextGroup: Record<'vi' | 'en' | 'ko', Loaders> = {
  vi: {
    core: () => import('./parts/vi-core'),
    notifications: () => import('./parts/vi-notifications'),
    forms: () => import('./parts/vi-forms'),
    product: () => import('./parts/vi-product'),
    member: () => import('./parts/vi-member'),
    seller: () => import('./parts/vi-seller'),
    admin: () => import('./parts/vi-admin'),
  },
  en: {
    core: () => import('./parts/en-core'),
    notifications: () => import('./parts/en-notifications'),
    forms: () => import('./parts/en-forms'),
    product: () => import('./parts/en-product'),
    member: () => import('./parts/en-member'),
    seller: () => import('./parts/en-seller'),
    admin: () => import('./parts/en-admin'),
  },
  ko: {
    core: () => import('./parts/ko-core'),
    notifications: () => import('./parts/ko-notifications'),
    forms: () => import('./parts/ko-forms'),
    product: () => import('./parts/ko-product'),
    member: () => import('./parts/ko-member'),
    seller: () => import('./parts/ko-seller'),
    admin: () => import('./parts/ko-admin'),
  },
};
