/** Rows per INSERT: large enough to be fast on PGlite, small enough to stay under parameter limits. */
const CHUNK = 400;

/** Inserts many rows a chunk at a time (one statement per chunk). */
export async function insertChunked<T>(
  rows: readonly T[],
  insert: (chunk: T[]) => Promise<unknown>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}
