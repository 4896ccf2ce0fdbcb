import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ContentStore, createContentStore } from './content-store.server';

/**
 * The content folder sits at the repository root. The server runs from the root
 * (`npm start`), from a build folder, or from source in development, so look upwards from
 * both the working directory and this module for a folder holding content/vi.
 * CONTENT_DIR overrides this (a deployment that ships the content elsewhere).
 */
export function findContentRoot(starts: string[]): string | undefined {
  for (const start of starts) {
    let dir = resolve(start);
    for (;;) {
      const candidate = join(dir, 'content');
      if (existsSync(join(candidate, 'vi'))) return candidate;
      const parent = dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
  return undefined;
}

let store: ContentStore | undefined;

/** The process-wide store; parsed pages stay in memory in production. */
export function contentStore(): ContentStore {
  if (!store) {
    const root =
      process.env.CONTENT_DIR ?? findContentRoot([process.cwd(), dirname(fileURLToPath(import.meta.url))]);
    if (!root) throw new Error('The content folder (content/vi) was not found; set CONTENT_DIR');
    store = createContentStore({ root, cache: process.env.NODE_ENV === 'production' });
  }
  return store;
}
