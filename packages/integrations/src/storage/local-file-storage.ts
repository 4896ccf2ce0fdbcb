import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, extname, join, normalize, sep } from 'node:path';
import { isCanonicalStorageKey } from '@cho-dep/core/media/storage-key';
import type { FileStorage } from './file-storage';

const TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mov': 'video/quicktime',
};

/** Files under `<DATA_DIR>/media`, served by the API at /media/<key>. */
export function createLocalFileStorage(root: string, publicPrefix = '/media'): FileStorage {
  const pathOf = (key: string) => {
    const path = normalize(join(root, key));
    // A key must be one plain relative path (no empty, dot or backslash segments) and never
    // climb out of the media directory: two spellings must never reach the same file.
    if (!isCanonicalStorageKey(key) || !path.startsWith(normalize(root) + sep)) {
      throw new Error(`Invalid storage key: ${key}`);
    }
    return path;
  };
  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body);
    },
    async get(key) {
      try {
        const body = await readFile(pathOf(key));
        return { body, contentType: TYPES[extname(key).toLowerCase()] ?? 'application/octet-stream' };
      } catch {
        return null;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    urlOf(key) {
      return `${publicPrefix}/${key}`;
    },
  };
}
