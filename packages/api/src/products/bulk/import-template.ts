import { RETURN_CONDITIONS } from '@cho-dep/core/catalog/catalog-states';
import { LIMITS } from '@cho-dep/core/constants/limits';
import type { Language } from '@cho-dep/core/locale/locales';
import { IMPORT_COLUMNS, type ImportColumn } from '@cho-dep/core/product-bulk/import-sheet';
import { translate } from '@cho-dep/i18n/translate';
import type { AppContext } from '../../app/app-context';
import { leafCategories } from './import-lookups';
import { type OutCell, writeXlsx } from './spreadsheet-files';

const P = LIMITS.product;

/** Which columns must be filled for a product to be accepted (pictures may wait: draft). */
const REQUIRED: ReadonlySet<ImportColumn> = new Set([
  'productKey',
  'name',
  'description',
  'category',
  'weightGrams',
  'preparationDays',
  'returnDays',
  'returnConditions',
  'price',
  'stock',
]);

/**
 * The bulk upload template: the sheet to fill (headers only, in the seller's language), an
 * example sheet with two products, the instructions (every column: required or not, what it
 * takes) and the category codes. Only the first sheet is read back.
 */
export async function buildImportTemplate(ctx: AppContext, language: Language): Promise<Uint8Array> {
  const t = (key: string, params?: Record<string, string | number>) =>
    translate(language, `productBulk.template.${key}`, params);
  const header = IMPORT_COLUMNS.map((column) => translate(language, `productBulk.importColumns.${column}`));
  const leaves = await leafCategories(ctx.database.db, language);
  const example = leaves[0]?.slug ?? '';
  const conditions = RETURN_CONDITIONS.join(', ');
  const description = t('exampleDescription');
  const cells = (values: Partial<Record<ImportColumn, OutCell>>): OutCell[] =>
    IMPORT_COLUMNS.map((column) => values[column] ?? null);
  const exampleRows = [
    cells({
      productKey: 'SP01',
      name: t('exampleName1'),
      description,
      category: example,
      brand: 'Chợ Đẹp',
      weightGrams: 250,
      preparationDays: 2,
      returnDays: 7,
      returnConditions: conditions,
      option1Name: t('exampleColour'),
      option1Value: t('exampleBlack'),
      option2Name: t('exampleSize'),
      option2Value: 'M',
      sku: 'SP01-DEN-M',
      price: 250000,
      salePrice: 199000,
      stock: 20,
    }),
    cells({
      productKey: 'SP01',
      option1Name: t('exampleColour'),
      option1Value: t('exampleWhite'),
      option2Name: t('exampleSize'),
      option2Value: 'M',
      sku: 'SP01-TRANG-M',
      price: 250000,
      stock: 15,
    }),
    cells({
      productKey: 'SP02',
      name: t('exampleName2'),
      description,
      category: example,
      weightGrams: 400,
      preparationDays: 3,
      returnDays: 15,
      returnConditions: 'defective',
      sku: 'SP02',
      price: 320000,
      stock: 8,
    }),
  ];
  const help: Record<ImportColumn, string> = {
    productKey: t('help.productKey'),
    name: t('help.name', { min: P.nameMin, max: P.nameMax }),
    description: t('help.description', { min: P.descriptionMin, max: P.descriptionMax }),
    category: t('help.category'),
    brand: t('help.brand', { max: P.brandMax }),
    weightGrams: t('help.weightGrams', { min: P.weightMinGrams, max: P.weightMaxGrams }),
    preparationDays: t('help.preparationDays', {
      min: P.preparationMinDays,
      max: P.preparationInStockMaxDays,
      preOrderMin: P.preparationPreOrderMinDays,
      preOrderMax: P.preparationMaxDays,
    }),
    returnDays: t('help.returnDays', { min: P.returnPeriodMinDays, max: P.returnPeriodMaxDays }),
    returnConditions: t('help.returnConditions', { codes: conditions }),
    images: t('help.images', { max: P.imagesMax }),
    option1Name: t('help.optionName', { min: P.optionNameMin }),
    option1Value: t('help.optionValue'),
    option2Name: t('help.optionName', { min: P.optionNameMin }),
    option2Value: t('help.optionValue'),
    sku: t('help.sku', { max: P.skuMax }),
    price: t('help.price'),
    salePrice: t('help.salePrice'),
    stock: t('help.stock', { min: P.quantityMin }),
  };
  const instructions: OutCell[][] = [
    [t('rule1', { max: LIMITS.productBulk.importRowsMax }), null, null],
    [t('rule2'), null, null],
    [t('rule3'), null, null],
    [null, null, null],
    ...IMPORT_COLUMNS.map((column, index) => [
      header[index] as string,
      REQUIRED.has(column) ? t('required') : t('optional'),
      help[column],
    ]),
    [null, null, null],
    ...RETURN_CONDITIONS.map((code) => [code, translate(language, `catalog.returnConditions.${code}`), null]),
  ];
  return writeXlsx([
    { name: t('sheetProducts'), header, rows: [], widths: header.map((h) => Math.max(14, h.length + 4)) },
    {
      name: t('sheetExample'),
      header,
      rows: exampleRows,
      widths: header.map((h) => Math.max(14, h.length + 4)),
    },
    {
      name: t('sheetInstructions'),
      header: [t('column'), t('requiredHeader'), t('meaning')],
      rows: instructions,
      widths: [32, 14, 90],
    },
    {
      name: t('sheetCategories'),
      header: [t('categoryCode'), t('categoryName')],
      rows: leaves.map((leaf) => [leaf.slug, leaf.name]),
      widths: [28, 40],
    },
  ]);
}
