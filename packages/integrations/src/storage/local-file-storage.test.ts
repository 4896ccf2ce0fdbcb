import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocalFileStorage } from './local-file-storage';

describe('local file storage', () => {
  const storage = createLocalFileStorage(mkdtempSync(join(tmpdir(), 'cho-dep-storage-')));
  const body = new Uint8Array([1, 2, 3]);

  it('reads a file back only under its one canonical key', async () => {
    await storage.put('private/identity/u/k.webp', body, 'image/webp');
    expect((await storage.get('private/identity/u/k.webp'))?.contentType).toBe('image/webp');
    for (const key of [
      '/private/identity/u/k.webp',
      './private/identity/u/k.webp',
      'private//identity/u/k.webp',
      'x/../private/identity/u/k.webp',
      'private/identity/u/k.webp.',
    ]) {
      expect(await storage.get(key), key).toBeNull();
    }
  });

  it('refuses to write outside its canonical keys', async () => {
    await expect(storage.put('../escape.webp', body, 'image/webp')).rejects.toThrow('Invalid storage key');
    await expect(storage.put('a\\b.webp', body, 'image/webp')).rejects.toThrow('Invalid storage key');
  });
});
