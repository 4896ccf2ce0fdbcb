import bwipjs from 'bwip-js/node';

/** Scannable codes of a packing slip, as SVG markup drawn on the server (no script, prints sharp). */
export interface SlipBarcodes {
  /** The order code as Code 128, with the code printed under the bars. */
  order: string;
  /** The carrier's waybill code as Code 128, once the parcel has one. */
  waybill: string | null;
  /** A QR code of the waybill code (the order code before a waybill exists). */
  qr: string;
}

/**
 * Carriers scan parcels: a waybill and an order code typed in by hand are slow and mistyped.
 * Code 128 is what couriers' scanners read on Vietnamese labels; the QR code serves phones.
 */
export function slipBarcodes(order: { code: string; waybillCode: string | null }): SlipBarcodes {
  const linear = (text: string) =>
    bwipjs.toSVG({ bcid: 'code128', text, height: 12, scale: 2, includetext: true, textxalign: 'center' });
  return {
    order: linear(order.code),
    waybill: order.waybillCode ? linear(order.waybillCode) : null,
    qr: bwipjs.toSVG({ bcid: 'qrcode', text: order.waybillCode ?? order.code, scale: 2 }),
  };
}
