import { LIMITS } from '@cho-dep/core/constants/limits';

/** A page number from the address: a whole number from 1 to the deepest page served, else 1. */
export function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= LIMITS.search.pageMax ? page : 1;
}
