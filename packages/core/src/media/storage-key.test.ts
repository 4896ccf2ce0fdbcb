import { describe, expect, it } from 'vitest';
import { isCanonicalStorageKey, isPrivateStorageKey, storageKeyFromUrlPath } from './storage-key';

describe('storage keys from URL paths', () => {
  it('decodes a plain key once and keeps it', () => {
    expect(storageKeyFromUrlPath('avatars/u1/abc-256.webp')).toBe('avatars/u1/abc-256.webp');
    expect(storageKeyFromUrlPath('catalog%2Fshops%2Fa-logo-800.webp')).toBe('catalog/shops/a-logo-800.webp');
  });

  it.each([
    ['', 'empty'],
    ['/private/identity/u/k.webp', 'leading slash (double slash in the URL)'],
    ['%2Fprivate/identity/u/k.webp', 'encoded leading slash'],
    ['%2fprivate/identity/u/k.webp', 'lower-case encoded slash'],
    ['.%2Fprivate/identity/u/k.webp', 'dot segment'],
    ['a/..%2Fprivate/identity/u/k.webp', 'parent segment'],
    ['%2E%2E/private/k.webp', 'encoded parent segment'],
    ['%252Fprivate/identity/u/k.webp', 'double encoding stays encoded'],
    ['%5Cprivate%5Cidentity%5Ck.webp', 'backslash'],
    ['\\private\\identity\\k.webp', 'raw backslash'],
    ['private./identity/u/k.webp', 'trailing dot'],
    ['private%2E/identity/u/k.webp', 'encoded trailing dot'],
    ['avatars/u1/k.webp.', 'trailing dot on the file'],
    ['%EF%BC%8Fprivate/identity/k.webp', 'fullwidth solidus'],
    ['%EF%BD%90rivate/identity/k.webp', 'fullwidth letter'],
    ['private%00/identity/k.webp', 'NUL'],
    ['avatars//k.webp', 'empty segment'],
    ['avatars/k.webp/', 'trailing slash'],
    ['.hidden/k.webp', 'hidden segment'],
  ])('refuses %s (%s)', (encoded) => {
    expect(storageKeyFromUrlPath(encoded)).toBeNull();
  });

  it.each([['%ED%A0%80'], ['%E0%A4%A'], ['%'], ['%zz'], ['a/%C3']])(
    'answers 400 for the broken escape %s',
    (encoded) => {
      expect(() => storageKeyFromUrlPath(encoded)).toThrow(
        expect.objectContaining({ code: 'MALFORMED_REQUEST', status: 400 }),
      );
    },
  );

  it('knows the private area whatever the case', () => {
    expect(isPrivateStorageKey('private/identity/u/k.webp')).toBe(true);
    expect(isPrivateStorageKey('PRIVATE/identity/u/k.webp')).toBe(true);
    expect(isPrivateStorageKey('Private/x')).toBe(true);
    expect(isPrivateStorageKey('privately/x')).toBe(false);
    expect(isPrivateStorageKey('avatars/private/x')).toBe(false);
  });

  it('caps the length', () => {
    expect(isCanonicalStorageKey('a'.repeat(512))).toBe(true);
    expect(isCanonicalStorageKey('a'.repeat(513))).toBe(false);
  });
});
