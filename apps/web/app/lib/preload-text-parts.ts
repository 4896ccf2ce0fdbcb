import { ROUTE_TEXT_PARTS, TEXT_PART_FILES } from 'virtual:cho-dep/text-parts';
import type { Language } from '@cho-dep/core/locale/locales';
import { preloadModule } from 'react-dom';
import { useMatches } from 'react-router';

/**
 * On the server, asks the browser to fetch the parts of the page's texts (i18n-texts.ts) that
 * its routes' scripts name, together with those scripts: otherwise a first visit would ask for
 * them only once its scripts run, a round trip later on a phone network. The core part always.
 * In the browser the table is empty and this does nothing (later pages' scripts fetch theirs).
 */
export function usePreloadTextParts(language: Language): void {
  const matches = useMatches();
  const parts = new Set(['core']);
  for (const match of matches) for (const part of ROUTE_TEXT_PARTS[match.id] ?? []) parts.add(part);
  for (const part of parts) {
    const file = TEXT_PART_FILES[`${language}-${part}`];
    if (file) preloadModule(file, { as: 'script' });
  }
}
