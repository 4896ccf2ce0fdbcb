import { describe, expect, it } from 'vitest';
import { postgresTarget } from './postgres-target';

describe('postgresTarget', () => {
  it('leaves an address without a host parameter as it is', () => {
    expect(postgresTarget('postgres://postgres@127.0.0.1:5432/test')).toEqual({
      url: 'postgres://postgres@127.0.0.1:5432/test',
    });
  });

  it("takes libpq's socket directory out of the address and keeps the other parameters", () => {
    expect(
      postgresTarget('postgres://app:secret@localhost:5433/shop?host=/var/run/postgresql&sslmode=disable'),
    ).toEqual({
      url: 'postgres://app:secret@localhost:5433/shop?sslmode=disable',
      host: '/var/run/postgresql',
    });
  });
});
