/**
 * Vietnamese is the source catalog; every other language must have the same keys. Typing
 * the en and ko catalogs as `Catalog<typeof vi...>` makes a missing key a type error, and
 * catalogs.test.ts checks the same at run time (and that no string is left empty).
 *
 * A text that depends on a number is written in the plural forms its language has (CLDR):
 * Vietnamese and Korean have one form, `key_other`; English adds `key_one`, so its catalogs
 * are `Catalog<typeof vi..., 'one'>` and a missing singular is a type error too.
 */
export type Catalog<T, ExtraPluralForm extends string = never> = {
  [K in keyof T]: T[K] extends string ? string : Catalog<T[K], ExtraPluralForm>;
} & {
  [K in keyof T as K extends `${infer Base}_other` ? `${Base}_${ExtraPluralForm}` : never]: string;
};
