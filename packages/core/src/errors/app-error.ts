import { type ErrorCode, statusOf } from './error-codes';

/** A problem with one input field: the path into the body and a message key or text. */
export interface FieldError {
  path: string;
  /** An i18n key under `validation.` (for example `validation.password.uppercase`) or plain text. */
  message: string;
  params?: Record<string, string | number>;
}

/**
 * The one error type of the product. Domain and service code throws it with a code; the HTTP
 * layer turns it into `{ error: { code, message, fields } }` with the code's status.
 * `detail` is for logs only and never reaches the client.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fields: FieldError[];
  readonly params: Record<string, string | number> | undefined;

  constructor(
    code: ErrorCode,
    options: { detail?: string; fields?: FieldError[]; params?: Record<string, string | number> } = {},
  ) {
    super(options.detail ?? code);
    this.name = 'AppError';
    this.code = code;
    this.status = statusOf(code);
    this.fields = options.fields ?? [];
    this.params = options.params;
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
