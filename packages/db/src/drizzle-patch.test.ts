import { is, SQL, sql, Table } from 'drizzle-orm';
import { alias, integer, PgColumn, PgTable, pgTable, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';

// patches/drizzle-orm+*.patch makes drizzle remember, per class, which entity kinds an object
// is: the check ran on every piece of every statement it built and was the largest single cost
// of a checkout on the server. These tests hold the remembered answers to drizzle's own rule.

const entityKind = Symbol.for('drizzle:entityKind');

/** drizzle 0.45's rule, unremembered: the object's class or one of its parents has the kind. */
function drizzleRule(value: unknown, type: { [entityKind]?: string }): boolean {
  if (!value || typeof value !== 'object') return false;
  if (value instanceof (type as unknown as new () => unknown)) return true;
  for (let cls = Object.getPrototypeOf(value).constructor; cls; cls = Object.getPrototypeOf(cls)) {
    if (entityKind in cls && cls[entityKind] === type[entityKind]) return true;
  }
  return false;
}

const items = pgTable('items', { id: integer().primaryKey(), name: text().notNull() });
const other = alias(items, 'other');

describe('drizzle entity check (patched)', () => {
  const values: [string, unknown][] = [
    ['table', items],
    ['aliased table', other],
    ['column', items.name],
    ['aliased column', other.name],
    ['sql', sql`select ${items.id}`],
    ['plain object', { a: 1 }],
    ['date', new Date()],
    ['null', null],
    ['string', 'items'],
  ];
  const types = [Table, PgTable, PgColumn, SQL, SQL.Aliased];

  it('answers as drizzle does, the first time and when remembered', () => {
    for (const [name, value] of values) {
      for (const type of types) {
        const expected = drizzleRule(value, type as never);
        expect(is(value, type as never), `${name} is ${type.name}`).toBe(expected);
        expect(is(value, type as never), `${name} is ${type.name}, again`).toBe(expected);
      }
    }
  });

  it('is the patched check, not drizzle 0.45 as published', () => {
    // An install without the patch (postinstall skipped) would pass the test above slowly.
    expect(is.toString()).toContain('answersByClass');
  });

  it('still refuses a class that is not a drizzle entity', () => {
    class NotAnEntity {}
    expect(() => is({}, NotAnEntity as never)).toThrow(/doesn't look like a Drizzle entity/);
  });
});
