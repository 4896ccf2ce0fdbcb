import postgres from 'postgres';

/**
 * Where a DATABASE_URL points, in the form postgres.js takes it. libpq's `host` parameter
 * (`postgres://app@localhost/shop?host=/var/run/postgresql`) names a directory holding the
 * server's Unix socket: when PostgreSQL runs on the same machine, every statement then skips
 * the loopback TCP stack, which costs the server and the database a few per cent of their CPU
 * on a checkout. postgres.js reads the host only from the address itself, and would send an
 * unknown `host` parameter to the server at start-up, so it is taken out here.
 */
export function postgresTarget(url: string): { url: string; host?: string } {
  const parsed = new URL(url);
  const host = parsed.searchParams.get('host');
  if (!host) return { url };
  parsed.searchParams.delete('host');
  return { url: parsed.toString(), host };
}

/** A postgres.js client for a DATABASE_URL, its socket directory (if any) applied. */
export function postgresClient(
  url: string,
  options: postgres.Options<Record<string, postgres.PostgresType>> = {},
) {
  const target = postgresTarget(url);
  return postgres(target.url, { ...(target.host ? { host: target.host } : {}), ...options });
}
