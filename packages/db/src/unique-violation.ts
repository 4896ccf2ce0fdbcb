/**
 * The unique index a PostgreSQL error violated, whether it came from PGlite or postgres.js and
 * however drizzle wrapped it (the database's error is a cause a few levels down); undefined for
 * any other error.
 */
export function uniqueViolation(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    const record = current as {
      code?: unknown;
      constraint?: unknown;
      constraint_name?: unknown;
      cause?: unknown;
    };
    if (record.code === '23505') {
      const name = record.constraint ?? record.constraint_name;
      return typeof name === 'string' ? name : 'unknown';
    }
    current = record.cause;
  }
  return undefined;
}
