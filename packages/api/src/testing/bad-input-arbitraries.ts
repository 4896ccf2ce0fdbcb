import fc from 'fast-check';
import { type JsonSchema, leafPathsOf, type Operation, sampleOf, withLeaf } from './openapi-operations';

/**
 * fast-check arbitraries of bad requests derived from one operation's own schemas: a sensible
 * request (every parameter and body field at a value its schema accepts) with ONE part spoilt,
 * or a body that cannot be read at all. What counts as bad: NUL bytes, lone surrogates (and
 * their invalid UTF-8 in URLs), broken %-escapes, huge text, wrong types, impossible dates,
 * numbers out of any range, broken JSON, wrong or missing content types, broken multipart.
 */
export interface BadRequest {
  what: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | FormData;
}

const HUGE = 'a'.repeat(20_000);

const IMPOSSIBLE_DATES = [
  '2026-13-45',
  '2026-02-30',
  '0000-00-00',
  '99999-12-31',
  '-271821-04-20',
  '+275760-09-13T00:00:00.001Z',
  '2026-01-15T25:61:00Z',
  '1900-01-01T00:00:00+99:99',
];

const ODD_NUMBER_TEXT = [
  '-1',
  '0',
  '1e999',
  'NaN',
  'Infinity',
  '99999999999999999999999',
  '0.5',
  '0x10',
  '1_000',
];

/** Text with a NUL, a lone surrogate, or nothing odd around it. */
const textAround = (middle: string) =>
  fc.tuple(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 })).map(([a, b]) => `${a}${middle}${b}`);

/** Strings a schema field may receive in a JSON body or a form. */
export const badText: fc.Arbitrary<string> = fc.oneof(
  textAround('\u0000'),
  textAround('\uD800'),
  textAround('\uDFFF'),
  fc.constant(HUGE),
  fc.constantFrom(...IMPOSSIBLE_DATES, ...ODD_NUMBER_TEXT, '', ' ', '\u202E\uFEFF', 'true', 'null', '[]'),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

/** Encodes for a URL; a lone surrogate becomes its (invalid) UTF-8 bytes, as a raw client may send. */
function encodeLoosely(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) as number;
    if (code >= 0xd800 && code <= 0xdfff) {
      out +=
        `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
    } else out += encodeURIComponent(ch);
  }
  return out;
}

/** Already-encoded text for a path segment or a query value. */
export const badUrlText: fc.Arbitrary<string> = fc.oneof(
  badText.map(encodeLoosely),
  fc.constantFrom(
    '%00',
    'a%00b',
    '%C0%80',
    '%FF',
    '%ED%A0%80',
    '%',
    '%E0%A4%A',
    '%zz',
    'a%2Fb',
    '..',
    '%2e%2e',
  ),
);

/** Values of the wrong kind for a JSON field. */
export const badJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  badText,
  fc.constantFrom(null, true, 0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 1, [], {}, [null], { a: '\u0000' }),
  fc.jsonValue({ maxDepth: 2 }),
);

/** Bodies that are not what the route reads, with the content type they come with. */
const UNREADABLE_BODIES: readonly { what: string; contentType?: string; body: string }[] = [
  ...[
    '{',
    '{"a":',
    'null',
    '{}',
    '[]',
    '"x"',
    '1',
    '',
    '\u0000',
    '{"a":"\\u0000"}',
    '{"a":1}x',
    '['.repeat(5000),
    '"\uD800"',
  ].map((body) => ({
    what: `json ${JSON.stringify(body.slice(0, 20))}`,
    contentType: 'application/json',
    body,
  })),
  ...[
    'text/plain',
    'application/xml',
    'application/json; charset=utf-16',
    'application/x-www-form-urlencoded',
    'multipart/form-data',
    'multipart/form-data; boundary=',
    'multipart/form-data; boundary=zz',
  ].map((contentType) => ({ what: `as ${contentType}`, contentType, body: '{"a":"b"}' })),
  { what: 'no content type', body: '{"a":"b"}' },
  {
    what: 'truncated multipart',
    contentType: 'multipart/form-data; boundary=zz',
    body: '--zz\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\n\r\nabc',
  },
  { what: 'bad form escapes', contentType: 'application/x-www-form-urlencoded', body: '%zz=%00&a=%ED%A0%80' },
];
const unreadableBodies = fc.constantFrom(...UNREADABLE_BODIES);

const SHARP_TEXT = ['a\u0000b', 'a\uD800b', HUGE, '2026-13-45', '-271821-04-20T00:00:00Z', '-1'];
const SHARP_JSON_VALUES = [...SHARP_TEXT, 12_345, null, {}];
const SHARP_URL_TEXT = ['a%00b', 'a%ED%A0%80b', HUGE, '2026-13-45', '-1', '1e999', '%E0%A4%A'];

type Part = 'path' | 'query';

/** One part of a request that can be spoilt, and the request with that part replaced. */
interface Slot {
  values: fc.Arbitrary<unknown>;
  /** The values always tried (the random runs may miss them). */
  sharp: readonly unknown[];
  build(value: unknown): BadRequest;
}

function slotsOf(op: Operation): Slot[] {
  const urlWith = (part?: Part, name?: string, raw?: string) => {
    let path = op.path;
    for (const p of op.pathParams) {
      const value = part === 'path' && p.name === name ? raw : encodeURIComponent(String(sampleOf(p.schema)));
      path = path.replace(`{${p.name}}`, value as string);
    }
    const query = op.queryParams.map((p) =>
      part === 'query' && p.name === name
        ? `${p.name}=${raw}`
        : `${p.name}=${encodeURIComponent(queryText(p.schema))}`,
    );
    return query.length ? `${path}?${query.join('&')}` : path;
  };
  const [body] = op.bodies;
  const sensibleBody = body ? bodyOf(body.mediaType, body.schema, sampleOf(body.schema)) : { headers: {} };
  const request = (what: string, url: string, spoilt = sensibleBody): BadRequest => ({
    what,
    method: op.method.toUpperCase(),
    url,
    ...spoilt,
  });

  const slots: Slot[] = [];
  for (const [part, params] of [['path', op.pathParams] as const, ['query', op.queryParams] as const]) {
    for (const p of params) {
      slots.push({
        values: badUrlText,
        sharp: SHARP_URL_TEXT,
        build: (raw) =>
          request(`${part} ${p.name}=${String(raw).slice(0, 40)}`, urlWith(part, p.name, raw as string)),
      });
    }
  }
  if (body) {
    const sample = sampleOf(body.schema);
    for (const leaf of leafPathsOf(body.schema)) {
      slots.push({
        values: body.mediaType === 'application/json' ? badJsonValue : badText,
        sharp: body.mediaType === 'application/json' ? SHARP_JSON_VALUES : SHARP_TEXT,
        build: (value) =>
          request(
            `body ${leaf.join('.') || '(root)'}=${JSON.stringify(value)?.slice(0, 40)}`,
            urlWith(),
            bodyOf(body.mediaType, body.schema, withLeaf(sample, leaf, value), String(leaf[0])),
          ),
      });
    }
  }
  // Every route that may carry a body gets unreadable ones: a route that reads none must not care.
  if (op.method !== 'get') {
    slots.push({
      values: unreadableBodies,
      sharp: UNREADABLE_BODIES,
      build: (value) => {
        const {
          what,
          contentType,
          body: text,
        } = value as { what: string; contentType?: string; body: string };
        return request(`body ${what}`, urlWith(), {
          headers: contentType ? { 'content-type': contentType } : {},
          body: text,
        });
      },
    });
  }
  if (slots.length === 0)
    slots.push({ values: fc.constant(null), sharp: [null], build: () => request('no input', urlWith()) });
  return slots;
}

/** The bad requests of one operation, as one arbitrary (fast-check picks the part and the value). */
export function badRequestsOf(op: Operation): fc.Arbitrary<BadRequest> {
  return fc.oneof(...slotsOf(op).map((slot) => slot.values.map((value) => slot.build(value))));
}

/**
 * Every spoilable part with each of the sharpest values (NUL, lone surrogate, huge text, an
 * impossible date, a wrong type) and every unreadable body: tried first, whatever the random
 * runs pick.
 */
export function sharpRequestsOf(op: Operation): BadRequest[] {
  return slotsOf(op).flatMap((slot) => slot.sharp.map((value) => slot.build(value)));
}

function queryText(schema: JsonSchema): string {
  const value = sampleOf(schema);
  return Array.isArray(value) ? String(value[0] ?? '') : String(value);
}

function bodyOf(
  mediaType: string,
  schema: JsonSchema,
  value: unknown,
  spoilt?: string,
): { headers: Record<string, string>; body?: string | FormData } {
  if (mediaType === 'multipart/form-data') {
    const form = new FormData();
    for (const [key, field] of Object.entries((value ?? {}) as Record<string, unknown>)) {
      const property = schema.properties?.[key] ?? {};
      const binary = property.format === 'binary' || property.items?.format === 'binary';
      if (binary && key !== spoilt) {
        form.append(
          key,
          new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'a.png', { type: 'image/png' }),
        );
      } else form.append(key, typeof field === 'string' ? field : JSON.stringify(field));
    }
    return { headers: {}, body: form };
  }
  if (mediaType === 'application/x-www-form-urlencoded') {
    const entries = Object.entries((value ?? {}) as Record<string, unknown>).map(([k, v]) => [
      k,
      typeof v === 'string' ? v : JSON.stringify(v),
    ]);
    return {
      headers: { 'content-type': mediaType },
      body: entries
        .map(([k, v]) => `${encodeURIComponent(k as string)}=${encodeLoosely(v as string)}`)
        .join('&'),
    };
  }
  return { headers: { 'content-type': 'application/json' }, body: JSON.stringify(value) };
}
