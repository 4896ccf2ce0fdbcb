import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const APP = fileURLToPath(new URL('../app/', import.meta.url));
const ENTRY = `${APP}entry.client.tsx`;
const STARTS = [`${APP}root.tsx`, ENTRY];
/** The pages most visits start on (search engines, shared links, the app's tabs). */
const LANDING_PAGES = [
  'routes/home.tsx',
  'routes/storefront/category-page.tsx',
  'routes/product/product-page.tsx',
  'routes/search/search-page.tsx',
  'routes/cart/cart-page.tsx',
].map((file) => `${APP}${file}`);
/** How many landing pages must import a module for it to join the shell. */
const SHARED_BY = 3;

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/**
 * In the browser build, everything the entry and the root route import without waiting
 * (React, the router, the shell, the header's search) goes into one chunk instead of the
 * thirty or so small files the bundler would otherwise cut it into. Every page needs all of it
 * before it can start; on a phone each file is a request, and a connection carries only a few
 * at a time. What loads later (lazy dialogs, the chat, other pages) is cut as before.
 */
export function firstVisitChunk(): Plugin {
  let firstVisit: Set<string> | undefined;
  const staticImports = (graph: ModuleGraph, starts: string[]) => {
    const found = new Set<string>();
    const queue = starts.filter((id) => graph.getModuleInfo(id));
    while (queue.length > 0) {
      const id = queue.pop() as string;
      if (found.has(id)) continue;
      found.add(id);
      queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
    }
    return found;
  };
  const reachable = (graph: ModuleGraph) => {
    if (firstVisit) return firstVisit;
    firstVisit = staticImports(graph, STARTS);
    // What most landing pages share (product cards, prices, the countdown) comes along: a few
    // KB that spare each of those pages several small requests. What only two share (the
    // listings' sort tabs and pages, for a category and search) stays with them: in the shell,
    // the product page and the cart would download it for nothing.
    const seen = new Map<string, number>();
    for (const page of LANDING_PAGES) {
      for (const id of staticImports(graph, [page])) seen.set(id, (seen.get(id) ?? 0) + 1);
    }
    for (const [id, pages] of seen) {
      if (pages >= SHARED_BY && !LANDING_PAGES.includes(id)) firstVisit.add(id);
    }
    return firstVisit;
  };
  return {
    name: 'cho-dep:first-visit-chunk',
    configEnvironment(name) {
      if (name !== 'client') return;
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                // The entry itself stays a file of its own: it hydrates the page, which React
                // Router does only once every route module of the page has run.
                groups: [
                  { name: (id, graph) => (id !== ENTRY && reachable(graph).has(id) ? 'shell' : null) },
                ],
              },
            },
          },
        },
      };
    },
  };
}
