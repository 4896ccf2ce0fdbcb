import { describe, expect, it } from 'vitest';
import { slipBarcodes } from './slip-barcodes.server';

describe('packing slip barcodes', () => {
  it('draws the order and waybill codes as Code 128 and a QR code, as SVG', () => {
    const codes = slipBarcodes({ code: 'CD2611ABC123', waybillCode: 'GHN9876543' });
    for (const svg of [codes.order, codes.waybill, codes.qr]) {
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 \d+ \d+"/);
      expect(svg).not.toMatch(/<script/i);
    }
    // Different codes give different bars; the QR is a square.
    expect(codes.order).not.toBe(codes.waybill);
    const [, w, h] = codes.qr.match(/viewBox="0 0 (\d+) (\d+)"/) ?? [];
    expect(w).toBe(h);
  });

  it('has no waybill bars before the parcel has a waybill; the QR then carries the order code', () => {
    const codes = slipBarcodes({ code: 'CD2611ABC123', waybillCode: null });
    expect(codes.waybill).toBeNull();
    expect(codes.qr).toBe(slipBarcodes({ code: 'X', waybillCode: 'CD2611ABC123' }).qr);
  });
});
