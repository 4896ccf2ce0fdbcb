/**
 * Where uploaded and generated media live. The local directory is the default; an
 * S3-compatible store can implement the same interface. Keys are relative paths such as
 * `avatars/<user>/<id>-256.webp`; `urlOf` gives the public URL the pages use.
 */
export interface FileStorage {
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<{ body: Uint8Array; contentType: string } | null>;
  delete(key: string): Promise<void>;
  urlOf(key: string): string;
}
