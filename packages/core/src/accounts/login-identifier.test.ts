import { describe, expect, it } from 'vitest';
import { parseLoginIdentifier } from './login-identifier';

describe('parseLoginIdentifier', () => {
  it('reads an email, lower-cased', () => {
    expect(parseLoginIdentifier(' An@Example.VN ')).toEqual({ kind: 'email', value: 'an@example.vn' });
  });

  it('reads a Vietnamese phone in national form as E.164', () => {
    expect(parseLoginIdentifier('0912 345 678')).toEqual({ kind: 'phone', value: '+84912345678' });
  });

  it('gives nothing for text that is neither', () => {
    expect(parseLoginIdentifier('hello')).toBeUndefined();
  });
});
