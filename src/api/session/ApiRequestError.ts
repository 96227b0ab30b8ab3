import type { ApiError, ApiErrorKind } from '../../model/auth/apiResult';

/** A failed call, thrown so callers get a stack and `instanceof`; the fields are the model's ApiError. */
export class ApiRequestError extends Error implements ApiError {
  readonly kind: ApiErrorKind;
  readonly code: number;
  readonly errors: string[];
  readonly body?: unknown;

  constructor(error: ApiError) {
    super(error.message);
    this.name = 'ApiRequestError';
    this.kind = error.kind;
    this.code = error.code;
    this.errors = error.errors;
    this.body = error.body;
  }
}
