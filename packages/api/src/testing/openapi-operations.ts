/**
 * For the bad-input property test: the operations of the OpenAPI document (and of routes
 * registered by hand), each with its parameters and body schemas, and a value every schema
 * accepts, so the test can spoil one part of an otherwise sensible request at a time.
 */

/** The subset of JSON Schema (OpenAPI 3.1) our zod schemas produce. */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

export interface Parameter {
  name: string;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** OpenAPI style: /api/v1/orders/{id} */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** Declared bodies by media type (application/json, multipart/form-data, ...). */
  bodies: { mediaType: string; schema: JsonSchema }[];
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: string; schema?: JsonSchema }[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!METHODS.has(method)) continue;
      const params = op.parameters ?? [];
      const declared = (where: string) =>
        params.filter((p) => p.in === where).map((p) => ({ name: p.name, schema: p.schema ?? {} }));
      const pathParams = declared('path');
      // Parameters named in the path but not declared (plain routes listed by hand) are strings.
      for (const match of path.matchAll(/\{(\w+)\}/g)) {
        const name = match[1] as string;
        if (!pathParams.some((p) => p.name === name)) pathParams.push({ name, schema: { type: 'string' } });
      }
      operations.push({
        method,
        path,
        pathParams,
        queryParams: declared('query'),
        bodies: Object.entries(op.requestBody?.content ?? {}).map(([mediaType, content]) => ({
          mediaType,
          schema: content.schema ?? {},
        })),
      });
    }
  }
  return operations;
}

/** `GET /api/v1/x/{id}` for a Hono route path such as `/api/v1/x/:id{[0-9a-f-]+}` or `/x/*`. */
export function openApiPathOf(honoPath: string): string {
  let out = '';
  for (let i = 0; i < honoPath.length; i++) {
    const ch = honoPath[i];
    if (ch === ':') {
      const name = /^\w+/.exec(honoPath.slice(i + 1))?.[0] ?? '';
      out += `{${name}}`;
      i += name.length;
      if (honoPath[i + 1] === '{') {
        // Skip the route's regular expression, braces included.
        let depth = 0;
        for (i += 1; i < honoPath.length; i++) {
          if (honoPath[i] === '{') depth++;
          if (honoPath[i] === '}' && --depth === 0) break;
        }
      }
    } else out += ch;
  }
  return out;
}

const SAMPLE_UUID = '0b6f2b1e-8c1d-4c55-9a43-5d2f3f0e9a11';

/** A value the schema accepts (best effort: enough for the other parts of a request to pass). */
export function sampleOf(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice?.length) return sampleOf(choice.find((s) => s.type !== 'null') ?? (choice[0] as JsonSchema));
  if (schema.allOf?.length) return sampleOf(Object.assign({}, ...schema.allOf));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
      return Math.min(Math.max(low, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    }
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items ?? {}));
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) value[key] = sampleOf(property);
      return value;
    }
    default:
      return 'x';
  }
}

function sampleString(schema: JsonSchema): string {
  switch (schema.format) {
    case 'uuid':
      return SAMPLE_UUID;
    case 'date-time':
      return '2026-01-15T03:00:00.000Z';
    case 'date':
      return '2026-01-15';
    case 'email':
      return 'lan@example.vn';
    case 'uri':
      return 'https://example.vn/a';
  }
  if (schema.pattern?.includes('\\d{4}-\\d{2}-\\d{2}')) return '2026-01-15';
  if (schema.pattern === '^\\d+$') return '1';
  const length = Math.max(schema.minLength ?? 1, Math.min(3, schema.maxLength ?? 3));
  return 'a'.repeat(length);
}

/** Where the leaves of a sample object are, with the schema of each (for one-field mutations). */
export function leafPathsOf(schema: JsonSchema, prefix: (string | number)[] = []): (string | number)[][] {
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice?.length) return leafPathsOf(choice.find((s) => s.type !== 'null') ?? {}, prefix);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'object' && schema.properties) {
    const paths = Object.entries(schema.properties).flatMap(([key, property]) =>
      leafPathsOf(property, [...prefix, key]),
    );
    return paths.length ? paths : [prefix];
  }
  if (type === 'array' && schema.items && (schema.minItems ?? 0) > 0) {
    return leafPathsOf(schema.items, [...prefix, 0]);
  }
  return [prefix];
}

/** A copy of `value` with the leaf at `path` replaced (the root itself for an empty path). */
export function withLeaf(value: unknown, path: (string | number)[], leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = withLeaf(copy[head], rest, leaf);
  return copy;
}
