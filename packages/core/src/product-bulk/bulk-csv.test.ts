import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from './bulk-csv';

describe('product files CSV', () => {
  it('starts with a BOM and quotes what needs quoting', () => {
    const text = toCsv([
      ['Tên', 'Giá'],
      ['Áo "basic", cổ tròn', 150000],
      ['Hai\ndòng', null],
    ]);
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text).toBe('\uFEFFTên,Giá\r\n"Áo ""basic"", cổ tròn",150000\r\n"Hai\ndòng",\r\n');
  });

  it('guards text that a spreadsheet would run as a formula, and the round trip gives it back', () => {
    const rows = [['=HYPERLINK("x")', '-5 ngày', '+84', '@a', 'ok']];
    const text = toCsv(rows);
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
    expect(parseCsv(text)).toEqual(rows);
  });

  it('reads back what it writes, with CRLF or LF and no trailing empty row', () => {
    const rows = [
      ['a', 'b,c', 'd"e'],
      ['Đen', '', 'x\r\ny'],
    ];
    expect(parseCsv(toCsv(rows))).toEqual(rows);
    expect(parseCsv('a,b\nc,d\n')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(parseCsv('a,b')).toEqual([['a', 'b']]);
  });

  it('refuses an unterminated quote', () => {
    expect(() => parseCsv('"abc')).toThrow();
  });
});
