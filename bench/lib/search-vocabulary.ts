import type { AppContext } from '@cho-dep/api/app/app-context';

/**
 * The search module keeps a vocabulary of product words (search_terms) for typo correction
 * and suggestions. When its refresh function exists, the generator calls it after loading so
 * the benchmark searches see the vocabulary a running server would have built.
 */
const MODULE = '@cho-dep/api/search/search-vocabulary';

export async function refreshSearchVocabularyIfPresent(ctx: AppContext): Promise<string> {
  let module: Record<string, unknown>;
  try {
    // A variable specifier: the module may not exist yet, and typecheck must not depend on it.
    const specifier = MODULE;
    module = (await import(specifier)) as Record<string, unknown>;
  } catch (error) {
    return `not refreshed (${MODULE} not loadable: ${(error as Error).message.split('\n')[0]})`;
  }
  const name = Object.keys(module).find((key) => /^refresh/i.test(key) && typeof module[key] === 'function');
  if (!name) return `not refreshed (no refresh* export in ${MODULE})`;
  const started = performance.now();
  const result = await (module[name] as (ctx: AppContext) => Promise<unknown>)(ctx);
  return `${name}() in ${Math.round(performance.now() - started)} ms${result === undefined ? '' : ` -> ${JSON.stringify(result)}`}`;
}
