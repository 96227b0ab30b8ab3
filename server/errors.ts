import { GraphQLError } from 'graphql';

/** Codes the client can act on; the message is meant to be shown as it is. */
export type AppErrorCode = 'BAD_USER_INPUT' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'PAYLOAD_TOO_LARGE';

const HTTP_STATUS: Record<AppErrorCode, number> = {
  BAD_USER_INPUT: 400,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
};

/**
 * A refused request: bad input, no permission, nothing there, or a state that forbids it. A GraphQL
 * error (so GraphQL answers carry its message and `extensions.code`, and any `details` beside it), also
 * used by REST handlers.
 */
export class AppError extends GraphQLError {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    details: Record<string, unknown> = {},
  ) {
    super(message, { extensions: { ...details, code } });
  }

  get httpStatus(): number {
    return HTTP_STATUS[this.code];
  }
}

export const badInput = (message: string, details?: Record<string, unknown>) =>
  new AppError('BAD_USER_INPUT', message, details);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const payloadTooLarge = (message: string) => new AppError('PAYLOAD_TOO_LARGE', message);
