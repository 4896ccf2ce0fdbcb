/**
 * Vietnamese is the source catalog; every other language must have the same keys. Typing
 * the en and ko catalogs as `Catalog<typeof vi...>` makes a missing key a type error, and
 * catalogs.test.ts checks the same at run time (and that no string is left empty).
 */
export type Catalog<T> = { [K in keyof T]: T[K] extends string ? string : Catalog<T[K]> };
