import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { textGroupsNamedIn } from '../../../packages/i18n/src/text-groups';

const LOADER = fileURLToPath(new URL('../app/lib/i18n-texts.ts', import.meta.url));
const SOURCE = /\.(ts|tsx|js|jsx|mts)$/;

/**
 * In the browser build, each of our modules that names a text key (`t('cart.title')`) first
 * waits for the part of the page's language holding it (packages/i18n/src/text-groups.ts):
 * a top-level `await loadTextGroups([...])` put before its code. A module runs only once its
 * texts are there, whether it came with the first page, with a click to another page or with a
 * dialog opened later, and a page downloads only the parts its code names. Parts already there
 * cost nothing. The server build has every text and is left as it is.
 */
export function textsBeforeModule(): Plugin {
  return {
    name: 'cho-dep:texts-before-module',
    applyToEnvironment: (environment) => environment.name === 'client',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!SOURCE.test(file) || file.includes('/node_modules/')) return null;
      // The texts themselves, and the loader with what it imports, must not wait for texts.
      if (file.includes('/packages/i18n/') || file === LOADER || file.includes('/core/src/locale/'))
        return null;
      const groups = textGroupsNamedIn(code);
      if (groups.length === 0) return null;
      // One line before the module's first, so its source map is off by a line at most.
      const prelude = `import { loadTextGroups as __loadTextGroups } from ${JSON.stringify(LOADER)}; await __loadTextGroups(${JSON.stringify(groups)});`;
      return { code: `${prelude}\n${code}`, map: null };
    },
  };
}
