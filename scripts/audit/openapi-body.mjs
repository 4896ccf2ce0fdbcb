// The smallest body an OpenAPI schema accepts: required fields only, shortest valid values.
// Used to send "harmless" writes, so a refusal is about access, not about a malformed body.
export function minimalBody(schema, doc, depth = 0) {
  if (!schema || depth > 6) return {};
  if (schema.$ref) return minimalBody(doc.components.schemas[schema.$ref.split('/').pop()], doc, depth + 1);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s) => minimalBody(s, doc, depth + 1)));
  if (schema.anyOf || schema.oneOf) return minimalBody((schema.anyOf ?? schema.oneOf)[0], doc, depth + 1);
  if (schema.enum) return schema.enum[0];
  if ('default' in schema) return schema.default;
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'object' || schema.properties) {
    const out = {};
    for (const key of schema.required ?? []) out[key] = minimalBody(schema.properties?.[key], doc, depth + 1);
    return out;
  }
  if (type === 'array') {
    const n = schema.minItems ?? 0;
    return Array.from({ length: n }, () => minimalBody(schema.items, doc, depth + 1));
  }
  if (type === 'integer' || type === 'number') return schema.minimum ?? 1;
  if (type === 'boolean') return false;
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  if (schema.format === 'email') return 'audit@example.vn';
  if (schema.format === 'date') return '2026-12-01';
  if (schema.format === 'date-time') return '2026-12-01T00:00:00.000Z';
  return 'audit text'.padEnd(schema.minLength ?? 0, '.').slice(0, schema.maxLength ?? 100);
}

/** The JSON body schema of an operation, if it takes one. */
export function bodySchemaOf(operation) {
  return operation.requestBody?.content?.['application/json']?.schema;
}
