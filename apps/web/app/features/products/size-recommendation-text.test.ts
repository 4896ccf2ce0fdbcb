import { translate } from '@cho-dep/i18n/translate';
import { describe, expect, it } from 'vitest';
import { sizeRecommendationText } from './size-recommendation-text';

const tOf = (language: 'vi' | 'en' | 'ko') => (key: string, params?: Record<string, string | number>) =>
  translate(language, key, params);

const chest = {
  attribute: 'chest' as const,
  value: 88,
  range: [86, 90] as [number, number],
  fit: 'within' as const,
};

describe('sizeRecommendationText', () => {
  it('says which size fits and why, in each language', () => {
    const result = { kind: 'fits' as const, size: 'M', reasons: [chest] };
    expect(sizeRecommendationText(tOf('vi'), 'vi', result)).toBe('Ngực 88 cm vừa size M');
    expect(sizeRecommendationText(tOf('en'), 'en', result)).toBe('Chest 88 cm fits M');
    expect(sizeRecommendationText(tOf('ko'), 'ko', result)).toBe('가슴 88cm: M 사이즈가 맞아요');
  });

  it('lists several measures with the language list words and kg for weight', () => {
    const result = {
      kind: 'fits' as const,
      size: 'L',
      reasons: [
        chest,
        {
          attribute: 'weight' as const,
          value: 60,
          range: [56, 65] as [number, number],
          fit: 'within' as const,
        },
      ],
    };
    expect(sizeRecommendationText(tOf('vi'), 'vi', result)).toBe('Ngực 88 cm và cân nặng 60 kg vừa size L');
    expect(sizeRecommendationText(tOf('en'), 'en', result)).toBe('Chest 88 cm and weight 60 kg fit L');
  });

  it('says which measures fit and which may be loose when measures point at different sizes', () => {
    const reasons = [
      { ...chest, value: 92, range: [96, 100] as [number, number], fit: 'below' as const },
      {
        attribute: 'height' as const,
        value: 170,
        range: [167, 174] as [number, number],
        fit: 'within' as const,
      },
    ];
    const result = { kind: 'between' as const, size: 'L', smaller: 'M', reasons };
    expect(sizeRecommendationText(tOf('vi'), 'vi', result)).toBe(
      'Chiều cao 170 cm vừa size L, riêng ngực 92 cm có thể hơi rộng',
    );
    expect(sizeRecommendationText(tOf('en'), 'en', result)).toBe(
      'Size L fits your height 170 cm; it may be loose at chest 92 cm',
    );
  });

  it('names both sizes between sizes, and says when nothing fits', () => {
    const below = { ...chest, value: 85, range: [86, 90] as [number, number], fit: 'below' as const };
    expect(
      sizeRecommendationText(tOf('vi'), 'vi', { kind: 'between', size: 'M', smaller: 'S', reasons: [below] }),
    ).toBe('Ngực 85 cm: nằm giữa size S và M, nên chọn M');
    expect(
      sizeRecommendationText(tOf('en'), 'en', {
        kind: 'tooLarge',
        size: 'XL',
        reasons: [
          { ...chest, value: 110, fit: 'above' },
          { attribute: 'height', value: 150, range: [160, 170], fit: 'below' },
        ],
      }),
    ).toBe('Chest 110 cm: above the largest size (XL), this shop may not have your size');
    expect(
      sizeRecommendationText(tOf('en'), 'en', { kind: 'smallest', size: 'S', reasons: [below] }),
    ).toContain('S may be loose');
  });

  it('has nothing to say without a recommendation', () => {
    expect(sizeRecommendationText(tOf('vi'), 'vi', null)).toBeNull();
    expect(sizeRecommendationText(tOf('vi'), 'vi', { kind: 'none', why: 'noMeasurements' })).toBeNull();
  });
});
