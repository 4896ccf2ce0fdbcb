/**
 * CSV of the seller's product files (RFC 4180: comma, CRLF, quotes doubled). Written by hand:
 * the format is a few lines, and a library would add weight for no rule we need.
 */

export type CsvCell = string | number | null | undefined;

/** Excel reads a CSV without a byte-order mark as the local code page and breaks "Áo thun". */
const BOM = '\uFEFF';

/**
 * Rows to CSV text, with the BOM. Text cells that start like a formula (=, +, -, @) get a
 * leading apostrophe so a spreadsheet shows them instead of running them (CSV injection).
 */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return `${BOM}${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

function csvCell(cell: CsvCell): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return String(cell);
  const text = /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
  return /[",\r\n']/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * CSV text to rows of strings (the BOM dropped, quoted fields with commas, quotes and line
 * breaks kept whole). A trailing empty line is not a row. Throws on an unterminated quote.
 */
export function parseCsv(text: string): string[][] {
  const source = text.startsWith(BOM) ? text.slice(1) : text;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  while (i < source.length) {
    const char = source[i] as string;
    if (quoted) {
      if (char === '"') {
        if (source[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        continue;
      }
      field += char;
      i++;
      continue;
    }
    if (char === '"' && field === '') {
      quoted = true;
    } else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' || char === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      if (char === '\r' && source[i + 1] === '\n') i++;
    } else {
      field += char;
    }
    i++;
  }
  if (quoted) throw new Error('unterminated quoted field');
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.map((cells) => cells.map(unguard));
}

/** Undoes the formula guard of toCsv, so a round trip gives back the seller's own text. */
function unguard(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}
