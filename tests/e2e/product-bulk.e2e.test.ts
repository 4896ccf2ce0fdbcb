import { buffer } from 'node:stream/consumers';
import { IMPORT_COLUMNS, type ImportColumn } from '@cho-dep/core/product-bulk/import-sheet';
import { resources } from '@cho-dep/i18n/resources';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile, { type SheetData } from 'write-excel-file/node';
import { DESKTOP, launchBrowser, newContext, PHONE, screenshot } from './support/browser';

/**
 * Bulk upload, end to end: the bulk upload in a real browser. The seller downloads the template,
 * fills it (with the spreadsheet library the app itself uses), uploads it with two bad rows,
 * watches the progress bar finish, sees exactly those two rows reported and nothing imported;
 * then fixes the two rows, uploads again and every product is imported.
 */
const vi = resources.vi;
const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const FILES_PAGE = '/ban-hang/quan-ly-san-pham/tai-xuong-danh-sach';
const tag = `${Date.now().toString(36).slice(-5)}`;

/** The page fits its window: nothing scrolls sideways (a phone user would see a broken page). */
async function fitsWidth(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll, page.url()).toBeLessThanOrEqual(width);
}

async function productCount(page: Page): Promise<number> {
  const res = await page.request.get('/api/v1/seller/products');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { counts: { all: number } } }).data.counts.all;
}

type Row = Partial<Record<ImportColumn, string | number>>;

const description =
  'Chất liệu cotton 100%, dày dặn, thấm hút mồ hôi tốt, không xù lông sau nhiều lần giặt. Form suông ' +
  'dễ mặc, đường may chắc chắn. Giặt máy ở chế độ nhẹ, phơi nơi thoáng mát, tránh ánh nắng trực tiếp.';

/** Three products on four rows; `bad` makes row 3 (a price) and row 5 (a category) wrong. */
function productRows(category: string, bad: boolean): Row[] {
  const common = {
    description,
    category,
    weightGrams: 250,
    preparationDays: 2,
    returnDays: 7,
    returnConditions: 'defective, wrong_item',
  };
  return [
    {
      productKey: `BK1-${tag}`,
      name: `Áo thun cotton basic tải lên ${tag}`,
      ...common,
      option1Name: 'Màu sắc',
      option1Value: 'Đen',
      sku: `BK1-DEN-${tag}`,
      price: 189000,
      salePrice: 159000,
      stock: 30,
    },
    {
      productKey: `BK1-${tag}`,
      option1Name: 'Màu sắc',
      option1Value: 'Trắng',
      sku: `BK1-TRANG-${tag}`,
      price: bad ? 'một trăm nghìn' : 189000,
      stock: 25,
    },
    {
      productKey: `BK2-${tag}`,
      name: `Áo polo nam cổ bẻ tải lên ${tag}`,
      ...common,
      sku: `BK2-${tag}`,
      price: 259000,
      stock: 12,
    },
    {
      productKey: `BK3-${tag}`,
      name: `Áo sơ mi oxford tay dài tải lên ${tag}`,
      ...common,
      category: bad ? 'khong-co-danh-muc-nay' : category,
      sku: `BK3-${tag}`,
      price: 329000,
      stock: 8,
    },
  ];
}

async function buildFile(header: string[], rows: Row[]): Promise<Buffer> {
  const data: SheetData = [header, ...rows.map((row) => IMPORT_COLUMNS.map((column) => row[column] ?? null))];
  const sheet = vi.productBulk.template.sheetProducts;
  return Buffer.from(await writeXlsxFile([{ sheet, data }]).toBuffer());
}

/** Chooses the file, uploads it and waits for the progress bar to reach 100%. */
async function upload(page: Page, name: string, body: Buffer) {
  await page.getByLabel(vi.productBulk.upload.drop).setInputFiles({ name, mimeType: XLSX, buffer: body });
  await page.getByText(fill(vi.productBulk.upload.chosen, { name })).waitFor();
  await page.getByRole('button', { name: vi.productBulk.upload.submit, exact: true }).click();
  const bar = page.getByRole('progressbar', { name: vi.productBulk.upload.progressLabel });
  await bar.waitFor();
  await expect.poll(() => bar.getAttribute('aria-valuenow'), { timeout: 30_000 }).toBe('100');
}

describe('bulk upload: a file with two bad rows imports nothing, the fixed file imports everything', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let header: string[] = [];
  let category = '';
  let before = 0;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newContext(browser, DESKTOP);
    const res = await context.request.post('/community/v1/auth/login', {
      data: { email: 'seller@demo.vn', password: 'Demo@1234' },
    });
    expect(res.status()).toBe(200);
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('downloads the template: the headers in Vietnamese and the category codes', async () => {
    await page.goto(FILES_PAGE);
    await page.getByRole('heading', { name: vi.productBulk.upload.title, exact: true }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: vi.productBulk.upload.template }).click(),
    ]);
    // Read as a stream: the suite's browser runs in another process, which keeps the file.
    const file = await buffer(await download.createReadStream());
    const sheet = await readSheet(file, 1);
    header = (sheet[0] ?? []).map((cell) => String(cell));
    expect(header).toEqual(IMPORT_COLUMNS.map((column) => vi.productBulk.importColumns[column]));
    // Only the header: the sheet to fill starts empty.
    expect(sheet.length).toBe(1);
    const categories = (await readSheet(file, vi.productBulk.template.sheetCategories)).slice(1);
    const shirt = categories.find((row) => /^Áo/.test(String(row[1])));
    category = String((shirt ?? categories[0])?.[0] ?? '');
    expect(category).not.toBe('');
    before = await productCount(page);
  });

  it('reports exactly the two bad rows and imports nothing', async () => {
    const body = await buildFile(header, productRows(category, true));
    await upload(page, `san-pham-loi-${tag}.xlsx`, body);
    await page.getByText(vi.productBulk.upload.failed, { exact: true }).waitFor();

    const table = page
      .getByRole('table')
      .filter({ has: page.getByRole('columnheader', { name: vi.productBulk.upload.row }) });
    const rows = await table
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent?.trim() ?? '')),
      );
    expect(new Set(rows.map((cells) => cells[0]))).toEqual(new Set(['3', '5']));
    // Each bad row is reported at its cell, with the reason in the seller's language.
    expect(rows).toContainEqual([
      '3',
      vi.productBulk.importColumns.price,
      vi.productBulk.rowErrors.notWholeNumber,
    ]);
    expect(rows).toContainEqual([
      '5',
      vi.productBulk.importColumns.category,
      fill(vi.productBulk.rowErrors.unknownCategory, { value: 'khong-co-danh-muc-nay' }),
    ]);
    await screenshot(page, 'product-bulk-errors-desktop');
    await page.setViewportSize(PHONE);
    await fitsWidth(page);
    await screenshot(page, 'product-bulk-errors-phone');
    await page.setViewportSize(DESKTOP);

    expect(await productCount(page)).toBe(before);
  });

  it('imports every product once the two rows are fixed', async () => {
    const body = await buildFile(header, productRows(category, false));
    await upload(page, `san-pham-${tag}.xlsx`, body);
    await page.getByText(fill(vi.productBulk.upload.done_other, { count: 3 })).waitFor();
    await screenshot(page, 'product-bulk-done-desktop');
    expect(await productCount(page)).toBe(before + 3);

    // Without pictures the products wait as drafts, with their variants as in the file.
    const res = await page.request.get(`/api/v1/seller/products?tab=draft&q=${encodeURIComponent(tag)}`);
    const { data } = (await res.json()) as {
      data: { data: { name: string; variantCount: number; priceMin: number; priceMax: number }[] };
    };
    const byName = new Map(data.data.map((p) => [p.name, p]));
    expect(byName.get(`Áo thun cotton basic tải lên ${tag}`)).toMatchObject({
      variantCount: 2,
      priceMin: 159000,
    });
    expect(byName.get(`Áo polo nam cổ bẻ tải lên ${tag}`)).toMatchObject({
      variantCount: 1,
      priceMin: 259000,
    });
    expect(byName.get(`Áo sơ mi oxford tay dài tải lên ${tag}`)).toMatchObject({ variantCount: 1 });

    await page.setViewportSize(PHONE);
    await page.goto(FILES_PAGE);
    await page.getByRole('heading', { name: vi.productBulk.upload.title, exact: true }).waitFor();
    await fitsWidth(page);
    await screenshot(page, 'product-bulk-page-phone');
  });
});
