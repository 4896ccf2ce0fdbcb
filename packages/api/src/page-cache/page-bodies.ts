import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * The bodies of cached pages this process has served, by the hash of their content: encoded
 * once, and compressed once per encoding a client asked for, so answering from the cache costs
 * a lookup, not a parse of the stored text, a compression (nor, with Redis, fetching it again).
 * Named by their content, they are never stale; past MAX_BYTES the oldest go first.
 */
const MAX_BYTES = 48 * 1024 * 1024;

export interface PageBody {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

const bodies = new Map<string, PageBody>();
let bytes = 0;

const sizeOf = (body: PageBody) =>
  body.identity.byteLength + (body.br?.byteLength ?? 0) + (body.gzip?.byteLength ?? 0);

function evictOldest(): void {
  for (const [oldest, old] of bodies) {
    if (bytes <= MAX_BYTES) break;
    bodies.delete(oldest);
    bytes -= sizeOf(old);
  }
}

export function rememberedBody(hash: string): PageBody | undefined {
  return bodies.get(hash);
}

export function rememberBody(hash: string, body: string): PageBody {
  const known = bodies.get(hash);
  if (known) return known;
  const page: PageBody = { identity: Buffer.from(body) };
  bodies.set(hash, page);
  bytes += sizeOf(page);
  evictOldest();
  return page;
}

/** The client's preferred encoding among ours: brotli, then gzip, else none. */
function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = (acceptEncoding ?? '')
    .toLowerCase()
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
    .map(([name]) => name?.trim());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return undefined;
}

/** The page's bytes as this client takes them, compressed at most once per page and encoding. */
export function encodedBody(
  page: PageBody,
  acceptEncoding: string | undefined,
): { bytes: Uint8Array<ArrayBuffer>; encoding?: 'br' | 'gzip' } {
  const encoding = pickEncoding(acceptEncoding);
  if (encoding && !page[encoding]) {
    page[encoding] =
      encoding === 'br'
        ? // Quality 5: about gzip's cost to make, and smaller (11, the default, takes ~100 ms a page).
          brotliCompressSync(page.identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(page.identity);
    bytes += page[encoding].byteLength;
    evictOldest();
  }
  // Node's buffers sit on ordinary ArrayBuffers (never shared ones), as a response body wants.
  const bytesOut = (encoding ? page[encoding] : page.identity) as Uint8Array<ArrayBuffer>;
  return { bytes: bytesOut, encoding };
}
