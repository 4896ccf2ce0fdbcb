/**
 * The classifications builder and its variant table (product.md §3: variant
 * classifications; section 5: option name >= 3 characters). Options and values carry stable
 * keys made on the client, so renaming "Đen" to "Đen tuyền" keeps the price and stock typed
 * for it, and adding or removing a classification carries the typed numbers over to the new
 * combinations instead of wiping the table.
 */

export interface OptionValueDraft {
  key: string;
  value: string;
  /** Storage key and preview URL of the value's picture, when the seller gave one. */
  image: { key: string; url: string } | null;
}

export interface OptionDraft {
  key: string;
  name: string;
  values: OptionValueDraft[];
}

/** One row of the variant table: text boxes as typed, so nothing is lost while editing. */
export interface VariantRow {
  /** The value keys of the combination, in option order; empty for a product without options. */
  valueKeys: string[];
  /** The server's variant id when the product was loaded for editing. */
  id?: string;
  price: string;
  salePrice: string;
  stock: string;
  sku: string;
}

export type VariantField = 'price' | 'salePrice' | 'stock' | 'sku';

export const rowKey = (valueKeys: readonly string[]) => valueKeys.join('|');

/** The values of an option that have a name: blank value boxes make no variant. */
export function namedValues(option: OptionDraft): OptionValueDraft[] {
  return option.values.filter((v) => v.value.trim() !== '');
}

/** Every combination of the options' named values, in option order (a cartesian product). */
export function combinations(options: readonly OptionDraft[]): string[][] {
  let result: string[][] = [[]];
  for (const option of options) {
    const values = namedValues(option);
    if (values.length === 0) continue;
    result = result.flatMap((prefix) => values.map((v) => [...prefix, v.key]));
  }
  return result;
}

const emptyRow = (valueKeys: string[]): VariantRow => ({
  valueKeys,
  price: '',
  salePrice: '',
  stock: '',
  sku: '',
});

const contains = (outer: readonly string[], inner: readonly string[]) =>
  inner.every((k) => outer.includes(k));

/**
 * The variant table for the options as they are now, keeping what was typed: a combination
 * seen before keeps its row (and its server id); a new one takes the numbers of the row it
 * grew from (an option was added: the old row's keys are inside the new ones) or shrank to (an
 * option was removed). The SKU is only carried on an exact match, since SKUs are unique.
 */
export function buildVariantRows(
  options: readonly OptionDraft[],
  previous: readonly VariantRow[],
): VariantRow[] {
  const byKey = new Map(previous.map((row) => [rowKey(row.valueKeys), row]));
  const used = new Set<string>();
  return combinations(options).map((keys) => {
    const exact = byKey.get(rowKey(keys));
    if (exact) {
      used.add(rowKey(keys));
      return { ...exact, valueKeys: keys };
    }
    const related = previous.find((row) => contains(keys, row.valueKeys) || contains(row.valueKeys, keys));
    if (!related) return emptyRow(keys);
    // A server variant id moves with its numbers only once, so two new rows never share it.
    const relatedKey = rowKey(related.valueKeys);
    const id = related.id && !used.has(relatedKey) ? related.id : undefined;
    if (id) used.add(relatedKey);
    return {
      valueKeys: keys,
      id,
      price: related.price,
      salePrice: related.salePrice,
      stock: related.stock,
      sku: '',
    };
  });
}

/** "Apply to all": the filled boxes of the bulk row overwrite that field in every row. */
export function applyToAll(
  rows: readonly VariantRow[],
  bulk: Partial<Record<Exclude<VariantField, 'sku'>, string>>,
): VariantRow[] {
  return rows.map((row) => ({
    ...row,
    price: bulk.price?.trim() ? bulk.price.trim() : row.price,
    salePrice: bulk.salePrice?.trim() ? bulk.salePrice.trim() : row.salePrice,
    stock: bulk.stock?.trim() ? bulk.stock.trim() : row.stock,
  }));
}

/** The label of a row, e.g. "Đen · M", from the options' current value texts. */
export function rowLabel(options: readonly OptionDraft[], row: VariantRow): string {
  const texts = new Map(options.flatMap((o) => o.values.map((v) => [v.key, v.value.trim()] as const)));
  return row.valueKeys.map((k) => texts.get(k) ?? '').join(' · ');
}
