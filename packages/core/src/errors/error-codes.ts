/**
 * The closed set of error codes the product can answer with. Each code has one HTTP status;
 * the words a user reads live in the i18n catalogs under `errors.<CODE>` (SPEC.md section 8),
 * so the API stays language-neutral and the UI turns codes into sentences.
 *
 * Add a code here, give it a status, and add its message to every locale: the i18n
 * completeness test fails until all three exist.
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  VARIANT_REQUIRED: 400,
  MALFORMED_REQUEST: 400,
  PASSWORD_MISMATCH: 400,
  CODE_INVALID: 400,
  CODE_EXPIRED: 400,
  UNSUPPORTED_FILE: 415,
  FILE_TOO_LARGE: 413,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  CSRF_FAILED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  EMAIL_TAKEN: 409,
  PHONE_TAKEN: 409,
  CONFLICT: 409,
  ADDRESS_LIMIT_REACHED: 409,
  PRODUCT_UNAVAILABLE: 409,
  OUT_OF_STOCK: 409,
  QUANTITY_EXCEEDS_STOCK: 409,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export function statusOf(code: ErrorCode): number {
  return ERROR_STATUS[code];
}
