import { describe, expect, it } from 'vitest';
import type { RecommendSizeResult } from '../catalog/recommend-size';
import { type LookVariant, pickLookVariant } from './look-variant';

const variant = (id: string, colour: string, size: string, available = 5): LookVariant => ({
  id,
  optionValues: [
    { name: 'Màu sắc', value: colour },
    { name: 'Kích cỡ', value: size },
  ],
  available,
});

const variants = [
  variant('black-s', 'Đen', 'S'),
  variant('black-m', 'Đen', 'M'),
  variant('white-s', 'Trắng', 'S'),
  variant('white-m', 'Trắng', 'M'),
  variant('white-l', 'Trắng', 'L', 0),
];

const fits = (size: string): RecommendSizeResult => ({ kind: 'fits', size, reasons: [] });

describe('pickLookVariant', () => {
  it('picks the recommended size in the colour the author tagged', () => {
    expect(pickLookVariant({ variants, recommendation: fits('M'), taggedVariantId: 'white-s' })).toEqual({
      variantId: 'white-m',
      reason: 'size',
      size: 'M',
    });
  });

  it('matches the size name whatever its case or spaces', () => {
    const pick = pickLookVariant({ variants, recommendation: fits(' m '), taggedVariantId: null });
    expect(pick?.variantId).toBe('black-m');
  });

  it('uses the larger size of a between recommendation and the smallest one for a small buyer', () => {
    const between: RecommendSizeResult = { kind: 'between', size: 'M', smaller: 'S', reasons: [] };
    expect(pickLookVariant({ variants, recommendation: between, taggedVariantId: null })?.variantId).toBe(
      'black-m',
    );
    const smallest: RecommendSizeResult = { kind: 'smallest', size: 'S', reasons: [] };
    expect(
      pickLookVariant({ variants, recommendation: smallest, taggedVariantId: 'white-m' })?.variantId,
    ).toBe('white-s');
  });

  it('falls back to the tagged variant when the recommended size is sold out', () => {
    expect(pickLookVariant({ variants, recommendation: fits('L'), taggedVariantId: 'white-s' })).toEqual({
      variantId: 'white-s',
      reason: 'tagged',
      size: null,
    });
  });

  it('puts no size forward as fitting a buyer larger than every size', () => {
    const tooLarge: RecommendSizeResult = { kind: 'tooLarge', size: 'M', reasons: [] };
    expect(pickLookVariant({ variants, recommendation: tooLarge, taggedVariantId: 'black-s' })?.reason).toBe(
      'tagged',
    );
  });

  it('without measurements keeps the tagged variant, else the first in stock', () => {
    const none: RecommendSizeResult = { kind: 'none', why: 'noMeasurements' };
    expect(pickLookVariant({ variants, recommendation: none, taggedVariantId: 'white-m' })?.variantId).toBe(
      'white-m',
    );
    expect(pickLookVariant({ variants, recommendation: null, taggedVariantId: 'white-l' })).toEqual({
      variantId: 'black-s',
      reason: 'firstInStock',
      size: null,
    });
  });

  it('answers null when nothing can be bought', () => {
    const soldOut = variants.map((v) => ({ ...v, available: 0 }));
    expect(
      pickLookVariant({ variants: soldOut, recommendation: fits('M'), taggedVariantId: 'black-m' }),
    ).toBeNull();
  });
});
