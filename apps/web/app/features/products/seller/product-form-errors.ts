import {
  PRODUCT_SCHEMAS,
  type ProductInputBody,
  type ProductStrength,
} from '@cho-dep/core/catalog/product-input-schema';
import { type FieldErrors, type Resolver, set } from 'react-hook-form';
import { issueMessages } from '../../../lib/form/issue-messages';
import { toProductBody } from './product-form-body';
import type { ProductFormValues } from './product-form-values';

type Translate = Parameters<typeof issueMessages>[2];

/**
 * The product form's errors are kept under the request body's paths ("videoKey",
 * "variants.2.price", "options.0.values.1.value"), the paths the shared schema and the API name,
 * so a message from either lands beside the same box.
 */
export type ProductFieldErrors = Record<string, string>;

/**
 * The form's resolver: the typed values become the request body (toProductBody) and are checked
 * with the shared schema of the strength the pressed button asks for; the body is what a valid
 * submit hands over, and the messages are the schema's issue keys in the user's language.
 */
export function productResolver(
  t: Translate,
  strengthOf: () => ProductStrength,
): Resolver<ProductFormValues, unknown, ProductInputBody> {
  return async (values) => {
    const strength = strengthOf();
    const body = toProductBody(values, strength === 'draft');
    const result = PRODUCT_SCHEMAS[strength].safeParse(body);
    if (result.success) return { values: body, errors: {} };
    return { values: {}, errors: errorTree(issueMessages(result.error, body, t)) };
  };
}

/**
 * The first message of each path as react-hook-form's error tree. A list's own message
 * ("variants": a combination is missing) is placed before its items' so both are kept.
 */
export function errorTree(
  entries: readonly { path: string; message: string }[],
  type = 'schema',
): FieldErrors<ProductFormValues> {
  const first = new Map<string, string>();
  for (const { path, message } of entries) if (!first.has(path)) first.set(path, message);
  const tree = {};
  const parentsFirst = [...first].sort(([a], [b]) => a.split('.').length - b.split('.').length);
  for (const [path, message] of parentsFirst) set(tree, path, { type, message });
  return tree;
}

const ENTRY_KEYS = new Set(['type', 'message', 'ref', 'types']);

/** The messages of an error tree by path, as the form's sections read them. */
export function flatErrors(node: unknown, prefix = '', out: ProductFieldErrors = {}): ProductFieldErrors {
  if (node === null || typeof node !== 'object') return out;
  const entry = node as Record<string, unknown>;
  if (prefix && typeof entry.message === 'string' && entry.message) out[prefix] = entry.message;
  for (const [key, child] of Object.entries(entry)) {
    if (!ENTRY_KEYS.has(key)) flatErrors(child, prefix ? `${prefix}.${key}` : key, out);
  }
  return out;
}
