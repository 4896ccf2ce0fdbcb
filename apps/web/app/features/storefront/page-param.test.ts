import { describe, expect, it } from 'vitest';
import { pageOf } from './page-param';

describe('pageOf', () => {
  it('reads whole pages within range and falls back to 1', () => {
    expect(pageOf('3')).toBe(3);
    for (const bad of [null, '', '0', '-2', '1.5', 'abc', '100000']) expect(pageOf(bad)).toBe(1);
  });
});
