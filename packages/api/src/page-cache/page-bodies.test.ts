import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodedBody, rememberBody, rememberedBody } from './page-bodies';

describe('page bodies', () => {
  it('answers the encoding the client prefers among brotli and gzip, compressing once', () => {
    const page = rememberBody('h1', '<p>Áo thun</p>'.repeat(100));
    expect(rememberedBody('h1')).toBe(page);
    const br = encodedBody(page, 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.bytes).toString()).toBe('<p>Áo thun</p>'.repeat(100));
    expect(encodedBody(page, 'gzip, deflate, br').bytes).toBe(br.bytes);
    const gzip = encodedBody(page, 'gzip;q=1.0, br;q=0');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.bytes).toString()).toBe('<p>Áo thun</p>'.repeat(100));
    expect(encodedBody(page, undefined)).toEqual({ bytes: page.identity, encoding: undefined });
    expect(encodedBody(page, 'identity').encoding).toBeUndefined();
  });

  it('keeps the first copy of a body it already holds', () => {
    const first = rememberBody('h2', 'a');
    expect(rememberBody('h2', 'a')).toBe(first);
  });
});
