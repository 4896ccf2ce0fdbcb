import { describe, expect, it } from 'vitest';
import { ATTRIBUTE_CHOICES, attributeChoiceKey } from './attribute-choices';
import { FILTERABLE_ATTRIBUTES } from './search-query';

describe('attribute choices', () => {
  it('offers values for every filterable attribute, with unique keys and values', () => {
    for (const attribute of FILTERABLE_ATTRIBUTES) {
      const choices = ATTRIBUTE_CHOICES[attribute];
      expect(choices.length, attribute).toBeGreaterThan(1);
      expect(new Set(choices.map((c) => c.key)).size, attribute).toBe(choices.length);
      expect(new Set(choices.map((c) => c.value)).size, attribute).toBe(choices.length);
    }
  });

  it('finds the key of a value in any case, and null for other values', () => {
    expect(attributeChoiceKey('collar', 'cổ tròn')).toBe('round');
    expect(attributeChoiceKey('collar', 'Cổ lọ')).toBeNull();
  });
});
