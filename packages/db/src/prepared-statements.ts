import type { Sql } from 'postgres';

/**
 * The PostgreSQL client as drizzle should see it: every query a named prepared statement.
 *
 * drizzle asks postgres.js to prepare only queries built with `.prepare(name)`; any other
 * query with parameters then costs two round trips (parse and describe, wait for the server's
 * parameter types, then bind and execute) and is parsed and planned anew each time. A
 * checkout sends about fifty statements, so that was a hundred round trips and fifty parses:
 * the socket writes and the database backend's CPU were most of what an order cost. Prepared,
 * a statement is parsed once per connection and each later run is one round trip.
 *
 * The statements live per connection (postgres.js recycles connections after 30-60 minutes,
 * which bounds them). Multi-statement scripts (migrations) keep the raw client: a prepared
 * statement holds one statement. PgBouncer in transaction mode needs version 1.21 or later
 * (max_prepared_statements) for this.
 */
export function preparingClient(client: Sql): Sql {
  return wrap(client);
}

type Callback = (sql: Sql) => unknown;

function wrap(sql: Sql): Sql {
  return new Proxy(sql, {
    get(target, property, receiver) {
      if (property === 'unsafe') {
        return (query: string, parameters?: unknown[], options?: Record<string, unknown>) =>
          // biome-ignore lint/suspicious/noExplicitAny: postgres.js' own parameter types
          target.unsafe(query, parameters as any, { ...options, prepare: true });
      }
      // A transaction's or savepoint's handle is another client: it prepares its queries too.
      if (property === 'begin' || property === 'savepoint') {
        const original = Reflect.get(target, property, receiver) as (...args: unknown[]) => unknown;
        return (...args: unknown[]) => {
          const last = args.length - 1;
          const callback = args[last] as Callback;
          return original.apply(target, [...args.slice(0, last), (inner: Sql) => callback(wrap(inner))]);
        };
      }
      return Reflect.get(target, property, receiver);
    },
  });
}
