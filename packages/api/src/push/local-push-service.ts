import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A push service on 127.0.0.1 for tests (the role FCM or Mozilla's autopush plays): it takes
 * the request the server's `web-push` built, checks its VAPID signature, and decrypts the
 * aes128gcm payload with the private key of a subscription made here as a browser makes one
 * (an ECDH P-256 pair and a 16-byte auth secret). A subscription can be made "expired"
 * (answers 410) or "unknown" (404), as real push services answer for dropped subscriptions.
 */
export interface ReceivedPush {
  subscription: string;
  payload: Record<string, unknown>;
  vapid: { audience: string; subject: string; expiresAt: number; publicKey: string };
  ttl: string | null;
  urgency: string | null;
}

export interface LocalPushService {
  origin: string;
  /** A browser-like subscription whose endpoint answers `status`. */
  subscribe(status?: 201 | 404 | 410): { endpoint: string; keys: { p256dh: string; auth: string } };
  received: ReceivedPush[];
  /** Requests refused (bad signature, undecryptable body): each with the reason. */
  refused: string[];
  close(): Promise<void>;
}

interface Subscription {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
  status: number;
}

const b64url = (value: Buffer) => value.toString('base64url');

export async function startLocalPushService(): Promise<LocalPushService> {
  const subscriptions = new Map<string, Subscription>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];
  const server = createServer((req, res) => {
    void handle(req).then(
      (status) => {
        res.statusCode = status;
        res.end();
      },
      (error: unknown) => {
        refused.push(String(error instanceof Error ? error.message : error));
        res.statusCode = 400;
        res.end();
      },
    );
  });

  async function handle(req: IncomingMessage): Promise<number> {
    const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1];
    const subscription = id ? subscriptions.get(id) : undefined;
    if (req.method !== 'POST' || !id || !subscription) return 404;
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const vapid = checkVapid(req.headers.authorization ?? '', origin);
    if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
    const payload = JSON.parse(decrypt(body, subscription).toString('utf8')) as Record<string, unknown>;
    received.push({
      subscription: id,
      payload,
      vapid,
      ttl: (req.headers.ttl as string | undefined) ?? null,
      urgency: (req.headers.urgency as string | undefined) ?? null,
    });
    return subscription.status;
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    refused,
    subscribe(status = 201) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = randomUUID();
      subscriptions.set(id, { ecdh, auth, status });
      return {
        endpoint: `${origin}/push/${id}`,
        keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** `vapid t=<JWT>, k=<public key>` (RFC 8292): an ES256 JWT for our origin, signed by that key. */
function checkVapid(header: string, audience: string): ReceivedPush['vapid'] {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header);
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [, token = '', key = ''] = match;
  const [head = '', claims = '', signature = ''] = token.split('.');
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('VAPID signature does not verify');
  const parsedHead = JSON.parse(Buffer.from(head, 'base64url').toString()) as { alg?: string };
  if (parsedHead.alg !== 'ES256') throw new Error('VAPID JWT is not ES256');
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as {
    aud: string;
    sub: string;
    exp: number;
  };
  if (body.aud !== audience) throw new Error(`VAPID audience ${body.aud} is not ${audience}`);
  if (body.exp * 1000 < Date.now()) throw new Error('VAPID JWT expired');
  return { audience: body.aud, subject: body.sub, expiresAt: body.exp, publicKey: key };
}

/** RFC 8188 / RFC 8291: one aes128gcm record, keys from ECDH with the sender's key and the auth secret. */
function decrypt(body: Buffer, subscription: Subscription): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body[20] ?? 0;
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const secret = subscription.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    subscription.ecdh.getPublicKey(),
    senderKey,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, subscription.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The plaintext ends with the last-record delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}
