import type { AppContext } from '../app/app-context';
import { flushSearchActivity, pruneSearchLog } from './search-activity';
import { isSearchVocabularyEmpty, refreshSearchVocabulary } from './search-vocabulary';

/** How often the vocabulary is rebuilt and old search log rows are deleted. */
const MAINTENANCE_INTERVAL_MS = 10 * 60 * 1000;

/**
 * The search module's background loop: right away when the vocabulary is empty (a fresh
 * database, just seeded), then every ten minutes: rebuild search_terms from listed products
 * and prune search_log. Timers are unref'd; stopping waits for a pass in flight and writes
 * the buffered search activity.
 */
export function startSearchMaintenance(ctx: AppContext): () => Promise<void> {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | undefined;
  const pass = async (onlyIfEmpty: boolean) => {
    if (onlyIfEmpty && !(await isSearchVocabularyEmpty(ctx))) return;
    const { terms } = await refreshSearchVocabulary(ctx, { skipIfBusy: true });
    const pruned = onlyIfEmpty ? 0 : await pruneSearchLog(ctx);
    ctx.logger.info({ terms, pruned }, 'search vocabulary refreshed');
  };
  const run = (onlyIfEmpty: boolean) => {
    inFlight = pass(onlyIfEmpty).catch((error: unknown) =>
      ctx.logger.error({ err: error }, 'search maintenance failed'),
    );
    void inFlight.then(() => {
      inFlight = undefined;
      if (!stopped) schedule();
    });
  };
  const schedule = () => {
    timer = setTimeout(() => run(false), MAINTENANCE_INTERVAL_MS);
    timer.unref();
  };
  run(true);
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await inFlight;
    await flushSearchActivity(ctx);
  };
}
