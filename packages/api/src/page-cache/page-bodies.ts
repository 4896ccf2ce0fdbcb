/**
 * The bodies of cached pages this process has served, by the hash of their content: split at
 * the nonce's placeholder and encoded once, so answering from the cache costs a copy of the
 * bytes, not a parse of the stored text (nor, with Redis, fetching it again). Named by their
 * content, they are never stale; past MAX_BYTES the oldest go first.
 */
const MAX_BYTES = 32 * 1024 * 1024;
const bodies = new Map<string, Buffer[]>();
let bytes = 0;

const sizeOf = (parts: Buffer[]) => parts.reduce((sum, part) => sum + part.byteLength, 0);

export function rememberedBody(hash: string): Buffer[] | undefined {
  return bodies.get(hash);
}

export function rememberBody(hash: string, body: string, placeholder: string): Buffer[] {
  const known = bodies.get(hash);
  if (known) return known;
  const parts = body.split(placeholder).map((part) => Buffer.from(part));
  bodies.set(hash, parts);
  bytes += sizeOf(parts);
  for (const [oldest, old] of bodies) {
    if (bytes <= MAX_BYTES) break;
    bodies.delete(oldest);
    bytes -= sizeOf(old);
  }
  return parts;
}

/** The page's bytes with this answer's nonce where the placeholder was. */
export function bodyWithNonce(parts: Buffer[], nonce: string): Uint8Array<ArrayBuffer> {
  const glue = Buffer.from(nonce);
  const chunks: Buffer[] = [];
  parts.forEach((part, i) => {
    if (i > 0) chunks.push(glue);
    chunks.push(part);
  });
  // A fresh buffer over an ordinary ArrayBuffer (never a shared one), as a response body wants.
  return Buffer.concat(chunks) as Uint8Array<ArrayBuffer>;
}
