import { parseCsv, toCsv } from '@cho-dep/core/product-bulk/bulk-csv';
import type { RawCell } from '@cho-dep/core/product-bulk/import-sheet';
import { readSheet } from 'read-excel-file/node';
import writeXlsxFile, { type SheetData } from 'write-excel-file/node';

/**
 * Spreadsheet files in and out. XLSX through read-excel-file / write-excel-file (maintained,
 * small, one dependency each: fflate); CSV by core's bulk-csv. The choice is recorded in
 * docs/decisions (product bulk files).
 */

export type BulkFormat = 'xlsx' | 'csv';

export const CONTENT_TYPES: Record<BulkFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

export type OutCell = string | number | null;

export interface OutSheet {
  name: string;
  header: string[];
  rows: OutCell[][];
  /** Column widths in characters; defaults to the header's length. */
  widths?: number[];
}

/** Several sheets to one XLSX: bold frozen header row, columns wide enough to read. */
export async function writeXlsx(sheets: readonly OutSheet[]): Promise<Uint8Array> {
  const buffer = await writeXlsxFile(
    sheets.map((sheet) => ({
      sheet: sheet.name,
      stickyRowsCount: 1,
      columns: sheet.header.map((title, index) => ({
        width: sheet.widths?.[index] ?? Math.min(60, Math.max(12, title.length + 4)),
      })),
      data: [
        sheet.header.map((title) => ({ value: title, fontWeight: 'bold' as const })),
        ...sheet.rows.map((row) => row.map((cell) => (cell === null ? null : cell))),
      ] as SheetData,
    })),
  ).toBuffer();
  return new Uint8Array(buffer);
}

export function writeCsv(sheet: OutSheet): Uint8Array {
  return new TextEncoder().encode(toCsv([sheet.header, ...sheet.rows]));
}

/** The format a file's content says it is: XLSX is a zip (PK..), anything decodable as UTF-8 text is CSV. */
export function sniffFormat(body: Uint8Array, fileName: string): BulkFormat | null {
  const extension = fileName.toLowerCase().split('.').pop();
  const isZip = body[0] === 0x50 && body[1] === 0x4b && body[2] === 0x03 && body[3] === 0x04;
  if (extension === 'xlsx') return isZip ? 'xlsx' : null;
  if (extension === 'csv') {
    if (isZip || body.includes(0)) return null;
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(body);
      return 'csv';
    } catch {
      return null;
    }
  }
  return null;
}

/** The first sheet's cells (XLSX) or the CSV's rows. Throws when the file cannot be read. */
export async function readFirstSheet(body: Uint8Array, format: BulkFormat): Promise<RawCell[][]> {
  if (format === 'csv') return parseCsv(new TextDecoder('utf-8', { fatal: true }).decode(body));
  const rows = await readSheet(Buffer.from(body), 1);
  return rows.map((row) => row.map((cell) => cell as RawCell));
}
