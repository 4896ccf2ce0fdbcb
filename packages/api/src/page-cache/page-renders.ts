/**
 * Renders of cached pages under way in this process. When a page expires (or a write drops
 * it) while many visitors ask for it, the first one renders it and the others wait for that
 * copy instead of each rendering the same page again.
 */
import type { PageBody } from './page-bodies';

export interface RenderedPage {
  hash: string;
  /** The hashes of its inline scripts (page-script-policy.ts). */
  scripts: string[];
  /** When the kept copy expires (ms since the epoch). */
  expires: number;
  page: PageBody;
}

const running = new Map<string, Promise<RenderedPage | null>>();

/** The render of this page another request has started, if any (null: it could not be kept). */
export function renderUnderWay(key: string): Promise<RenderedPage | null> | undefined {
  return running.get(key);
}

/** Marks this page as being rendered; call the answer with the copy kept (or null) when done. */
export function startRender(key: string): (page: RenderedPage | null) => void {
  let done: (page: RenderedPage | null) => void = () => {};
  running.set(
    key,
    new Promise((resolve) => {
      done = resolve;
    }),
  );
  return (page) => {
    running.delete(key);
    done(page);
  };
}
