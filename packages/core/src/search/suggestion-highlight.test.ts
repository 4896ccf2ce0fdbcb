import { describe, expect, it } from 'vitest';
import { splitCompletion } from './suggestion-highlight';

describe('splitCompletion', () => {
  it('splits off what was typed, ignoring accents and case', () => {
    expect(splitCompletion('Áo thun nam', 'ao th')).toEqual({ typed: 'Áo th', rest: 'un nam' });
    expect(splitCompletion('đầm maxi', 'DAM')).toEqual({ typed: 'đầm', rest: ' maxi' });
  });

  it('treats repeated spaces as one', () => {
    expect(splitCompletion('ao thun', 'ao   t')).toEqual({ typed: 'ao t', rest: 'hun' });
  });

  it('gives null when the suggestion does not start with the input', () => {
    expect(splitCompletion('dam maxi', 'maxi')).toBeNull();
    expect(splitCompletion('ao', 'ao thun')).toBeNull();
    expect(splitCompletion('ao', '  ')).toBeNull();
  });
});
