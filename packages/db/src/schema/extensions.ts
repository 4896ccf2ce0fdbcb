import { sql } from 'drizzle-orm';

/**
 * `vn_fold(text)` is created by the first migration (0000_extensions.sql): NFC, unaccent,
 * lower case, đ -> d. It is IMMUTABLE so generated columns and indexes can use it.
 * Keep it equal to `foldVietnamese` in @cho-dep/core/text/fold.
 */
export const vnFold = (expression: ReturnType<typeof sql>) => sql`vn_fold(${expression})`;
