import {
  PRODUCT_SCHEMAS,
  type ProductDraftInput,
  type ProductInput,
  type ProductStrength,
} from '@cho-dep/core/catalog/product-input-schema';
import { findSensitiveContent } from '@cho-dep/core/catalog/sensitive-content';
import { AppError } from '@cho-dep/core/errors/app-error';
import { toFieldErrors } from '@cho-dep/core/validation/field-errors';

/**
 * Parses a product body for the seller API and bulk import. Sensitive words answer their own
 * code (product.md §8) before any other rule, naming the field; other problems answer
 * VALIDATION_FAILED with every field's error.
 */
export function parseProductInput(raw: unknown, strength: 'draft'): ProductDraftInput;
export function parseProductInput(raw: unknown, strength: 'create' | 'update'): ProductInput;
export function parseProductInput(raw: unknown, strength: ProductStrength): ProductInput | ProductDraftInput;
export function parseProductInput(raw: unknown, strength: ProductStrength): ProductInput | ProductDraftInput {
  const body = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const finding = findSensitiveContent({
    name: typeof body.name === 'string' ? body.name : null,
    description: typeof body.description === 'string' ? body.description : null,
  });
  if (finding) {
    throw new AppError('SENSITIVE_CONTENT', {
      params: { field: finding.field },
      fields: [{ path: finding.field, message: 'validation.product.sensitiveContent' }],
    });
  }
  const parsed = PRODUCT_SCHEMAS[strength].safeParse(raw);
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', { fields: toFieldErrors(parsed.error) });
  return parsed.data;
}
