import { describe, expect, it } from 'vitest';
import { isValidTaxCode, normaliseTaxCode, taxCodeCheckDigit, taxCodeKind } from './tax-code';

const YEAR = 2026;

describe('tax code check digit', () => {
  it('matches real tax codes (Viettel 0100109106, Vinamilk 0300588569)', () => {
    expect(taxCodeCheckDigit('010010910')).toBe(6);
    expect(taxCodeCheckDigit('030058856')).toBe(9);
    expect(isValidTaxCode('0100109106', YEAR)).toBe(true);
    expect(isValidTaxCode('0300588569', YEAR)).toBe(true);
  });

  it('refuses a wrong check digit', () => {
    expect(isValidTaxCode('0100109107', YEAR)).toBe(false);
    expect(isValidTaxCode('0100109105', YEAR)).toBe(false);
  });

  it('has no check digit when the remainder is 0 (never issued)', () => {
    const body = Array.from({ length: 1000 }, (_, i) => String(100000000 + i)).find(
      (candidate) => taxCodeCheckDigit(candidate) === null,
    );
    expect(body).toBeDefined();
    for (let digit = 0; digit <= 9; digit += 1) expect(isValidTaxCode(`${body}${digit}`, YEAR)).toBe(false);
  });
});

describe('tax code kinds', () => {
  it('reads 10 digits, 10-3 branches and 12-digit personal IDs', () => {
    expect(taxCodeKind('0100109106', YEAR)).toBe('enterprise');
    expect(taxCodeKind('0100109106-001', YEAR)).toBe('branch');
    expect(taxCodeKind('0100109106-999', YEAR)).toBe('branch');
    expect(taxCodeKind('001095012345', YEAR)).toBe('personal');
  });

  it('refuses branch 000, a branch of a wrong parent, and other shapes', () => {
    expect(taxCodeKind('0100109106-000', YEAR)).toBeNull();
    expect(taxCodeKind('0100109107-001', YEAR)).toBeNull();
    expect(taxCodeKind('0100109106-01', YEAR)).toBeNull();
    expect(taxCodeKind('0100109106001', YEAR)).toBeNull();
    expect(taxCodeKind('010010910', YEAR)).toBeNull();
    expect(taxCodeKind('01001091066', YEAR)).toBeNull();
    expect(taxCodeKind('999995012345', YEAR)).toBeNull();
    expect(taxCodeKind('001227012345', YEAR)).toBeNull();
  });
});

describe('tax codes as people type them', () => {
  it('drops the dots and spaces of printed codes and restores the branch dash', () => {
    expect(normaliseTaxCode('01.00.112.437')).toBe('0100112437');
    expect(normaliseTaxCode('0100 112 437')).toBe('0100112437');
    expect(normaliseTaxCode('0100112437001')).toBe('0100112437-001');
    expect(normaliseTaxCode('0100112437-001')).toBe('0100112437-001');
    expect(normaliseTaxCode('001095012345')).toBe('001095012345');
    expect(isValidTaxCode(normaliseTaxCode('0100112437001'), YEAR)).toBe(true);
  });

  it('refuses codes without their check digit however they are written', () => {
    for (const raw of ['0100233480', '0123456789', '01.23.456.789', '0123456789001']) {
      expect(isValidTaxCode(normaliseTaxCode(raw), YEAR)).toBe(false);
    }
  });
});
