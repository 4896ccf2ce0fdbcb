import { isPrivateStorageKey as isPrivateKey } from '@cho-dep/core/media/storage-key';
import { describe, expect, it } from 'vitest';
import { canReadShopDocument, documentOwnerOf, documentUrlOf } from './shop-documents';

const OWNER = '2b7c6f0e-3d7a-4c1e-9a55-0f5d2c8e7b11';
const OTHER = '9d0e1f2a-3b4c-4d5e-8f60-718293a4b5c6';
const KEY = `private/identity/${OWNER}/5f0c2c1e-7a0b-4f7e-9a3d-1b2c3d4e5f60.webp`;

describe('private shop documents', () => {
  it('reads the owner from the key', () => {
    expect(documentOwnerOf(KEY)).toBe(OWNER);
    expect(documentOwnerOf(`private/shop-documents/${OWNER}/licence.webp`)).toBe(OWNER);
    expect(documentOwnerOf(`avatars/${OWNER}/a.webp`)).toBeNull();
    expect(documentOwnerOf(`private/identity/not-a-user/a.webp`)).toBeNull();
    expect(documentOwnerOf(`private/identity/${OWNER}/../${OTHER}/a.webp`)).toBeNull();
  });

  it('lets the owner and admins read, nobody else', () => {
    expect(canReadShopDocument({ userId: OWNER, roles: ['buyer'] }, KEY)).toBe(true);
    expect(canReadShopDocument({ userId: OTHER, roles: ['buyer', 'admin'] }, KEY)).toBe(true);
    expect(canReadShopDocument({ userId: OTHER, roles: ['buyer', 'seller'] }, KEY)).toBe(false);
    expect(canReadShopDocument({ userId: OTHER, roles: ['admin'] }, 'products/x.webp')).toBe(false);
  });

  it('knows private keys and their URL', () => {
    expect(isPrivateKey(KEY)).toBe(true);
    expect(isPrivateKey('products/x.webp')).toBe(false);
    expect(documentUrlOf(KEY)).toBe(`/api/v1/shop-registration/documents/${KEY}`);
  });
});
