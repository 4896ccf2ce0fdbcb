import { resources } from '@cho-dep/i18n/resources';
import type { TFunction } from '@cho-dep/i18n/translator';
import { describe, expect, it } from 'vitest';
import { attributeValueLabel } from './attribute-label';

const tIn = (language: 'en' | 'ko') =>
  ((key: string) =>
    key
      .split('.')
      .reduce<unknown>(
        (node, part) => (node as Record<string, unknown>)?.[part],
        resources[language],
      )) as unknown as TFunction;

describe('attribute values in the reader language', () => {
  it('translates the common values sellers pick', () => {
    expect(attributeValueLabel(tIn('en'), 'style', 'Công sở')).toBe('Office');
    expect(attributeValueLabel(tIn('en'), 'collar', 'Cổ tròn')).not.toBe('Cổ tròn');
    expect(attributeValueLabel(tIn('ko'), 'season', 'Thu đông')).not.toBe('Thu đông');
  });

  it('keeps what a seller typed, and attributes that are not common choices', () => {
    expect(attributeValueLabel(tIn('en'), 'style', 'Phong cách riêng')).toBe('Phong cách riêng');
    expect(attributeValueLabel(tIn('en'), 'brand', 'Công sở')).toBe('Công sở');
  });
});
