import { describe, expect, it } from 'vitest';
import {
  applyToAll,
  buildVariantRows,
  combinations,
  type OptionDraft,
  rowLabel,
  type VariantRow,
} from './variant-rows';

const option = (key: string, name: string, values: [string, string][]): OptionDraft => ({
  key,
  name,
  values: values.map(([k, value]) => ({ key: k, value, image: null })),
});

const row = (
  valueKeys: string[],
  price: string,
  stock: string,
  extra: Partial<VariantRow> = {},
): VariantRow => ({
  valueKeys,
  price,
  salePrice: '',
  stock,
  sku: '',
  ...extra,
});

const colour = option('o1', 'Màu sắc', [
  ['black', 'Đen'],
  ['white', 'Trắng'],
]);
const size = option('o2', 'Kích cỡ', [
  ['s', 'S'],
  ['m', 'M'],
]);

describe('combinations', () => {
  it('gives one empty combination without options', () => {
    expect(combinations([])).toEqual([[]]);
  });

  it('crosses the options in order and skips blank values', () => {
    const withBlank = option('o2', 'Kích cỡ', [
      ['s', 'S'],
      ['blank', '  '],
      ['m', 'M'],
    ]);
    expect(combinations([colour, withBlank])).toEqual([
      ['black', 's'],
      ['black', 'm'],
      ['white', 's'],
      ['white', 'm'],
    ]);
  });
});

describe('buildVariantRows', () => {
  it('keeps the typed numbers, id and SKU of a combination seen before', () => {
    const before = [row(['black'], '100000', '5', { id: 'v1', sku: 'A-BLK' }), row(['white'], '120000', '2')];
    const renamed = option('o1', 'Màu', [
      ['black', 'Đen tuyền'],
      ['white', 'Trắng'],
    ]);
    expect(buildVariantRows([renamed], before)).toEqual(before);
  });

  it('carries a row to every combination it grows into when an option is added', () => {
    const before = [row(['black'], '100000', '5', { id: 'v1', sku: 'A-BLK' }), row(['white'], '120000', '2')];
    const rows = buildVariantRows([colour, size], before);
    expect(rows.map((r) => [r.valueKeys, r.price, r.stock, r.id, r.sku])).toEqual([
      [['black', 's'], '100000', '5', 'v1', ''],
      [['black', 'm'], '100000', '5', undefined, ''],
      [['white', 's'], '120000', '2', undefined, ''],
      [['white', 'm'], '120000', '2', undefined, ''],
    ]);
  });

  it('takes the numbers of the product without options for the first classification', () => {
    const rows = buildVariantRows([colour], [row([], '99000', '10', { id: 'v0' })]);
    expect(rows.map((r) => [r.price, r.stock, r.id])).toEqual([
      ['99000', '10', 'v0'],
      ['99000', '10', undefined],
    ]);
  });

  it('shrinks back to the first matching row when an option is removed', () => {
    const before = [
      row(['black', 's'], '1', '1'),
      row(['black', 'm'], '2', '2'),
      row(['white', 's'], '3', '3'),
    ];
    const rows = buildVariantRows([colour], before);
    expect(rows.map((r) => [r.valueKeys, r.price])).toEqual([
      [['black'], '1'],
      [['white'], '3'],
    ]);
  });

  it('starts empty rows for combinations with nothing related', () => {
    const rows = buildVariantRows([colour], [row(['red'], '1', '1')]);
    expect(rows.every((r) => r.price === '' && r.stock === '')).toBe(true);
    expect(rows).toHaveLength(2);
  });
});

describe('applyToAll', () => {
  it('overwrites only the fields filled in the bulk row', () => {
    const rows = [row(['black'], '1', '1', { salePrice: '9' }), row(['white'], '2', '2')];
    const next = applyToAll(rows, { price: ' 150.000 ', stock: '' });
    expect(next.map((r) => [r.price, r.salePrice, r.stock])).toEqual([
      ['150.000', '9', '1'],
      ['150.000', '', '2'],
    ]);
  });
});

describe('rowLabel', () => {
  it('names a row by its current value texts', () => {
    expect(rowLabel([colour, size], row(['white', 'm'], '', ''))).toBe('Trắng · M');
  });
});
