import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { textGroupsNamedIn } from '../../../packages/i18n/src/text-groups';

const APP = fileURLToPath(new URL('../app/', import.meta.url));
const LOADER = `${APP}lib/i18n-texts.ts`;
const SOURCE = /\.(ts|tsx|js|jsx|mts)$/;
const PART = /\/packages\/i18n\/src\/parts\/(\w+-\w+)\.ts$/;
const VIRTUAL = 'virtual:cho-dep/text-parts';

/**
 * In the browser build, each of our modules that names a text key (`t('cart.title')`) first
 * waits for the part of the page's language holding it (packages/i18n/src/text-groups.ts):
 * a top-level `await loadTextGroups([...])` put before its code. A module runs only once its
 * texts are there, whether it came with the first page, with a click to another page or with a
 * dialog opened later, and a page downloads only the parts its code names. Parts already there
 * cost nothing. The server build has every text and is left as it is.
 *
 * So that a first visit does not wait for its scripts to run before asking for its texts, the
 * server build gets, as `virtual:cho-dep/text-parts`, the parts each route's scripts name and
 * the file of each part (the browser build, made first, wrote them down); the page preloads
 * them with its scripts. In the browser build the module is empty.
 */
export function textsBeforeModule(): Plugin {
  const routeParts: Record<string, string[]> = {};
  const partFiles: Record<string, string> = {};
  return {
    name: 'cho-dep:texts-before-module',
    resolveId: (id) => (id === VIRTUAL ? `\0${VIRTUAL}` : null),
    load(id) {
      if (id !== `\0${VIRTUAL}`) return null;
      const server = this.environment.name !== 'client';
      return [
        `export const ROUTE_TEXT_PARTS = ${JSON.stringify(server ? routeParts : {})};`,
        `export const TEXT_PART_FILES = ${JSON.stringify(server ? partFiles : {})};`,
      ].join('\n');
    },
    transform(code, id) {
      if (this.environment.name !== 'client') return null;
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
    generateBundle(_, bundle) {
      if (this.environment.name !== 'client') return;
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      for (const chunk of chunks) {
        const module = chunk.facadeModuleId?.split('?')[0] ?? '';
        const part = PART.exec(module);
        if (part?.[1]) partFiles[part[1]] = `/${chunk.fileName}`;
        if (!module.startsWith(APP) || !/\/(root|routes\/.+)\.tsx$/.test(module)) continue;
        // What the route's module and everything it imports name, as the page loads it.
        const groups = new Set<string>();
        const seen = new Set<string>();
        const queue = [chunk.fileName];
        while (queue.length > 0) {
          const file = queue.pop() as string;
          const next = byFile.get(file);
          if (!next || seen.has(file)) continue;
          seen.add(file);
          for (const group of textGroupsNamedIn(next.code)) groups.add(group);
          queue.push(...next.imports);
        }
        routeParts[module.slice(APP.length).replace(/\.tsx$/, '')] = [...groups].sort();
      }
    },
  };
}
