import { GraphQLError } from 'graphql';

/** Codes the client can act on; the message is meant to be shown as it is. */
export type AppErrorCode = 'BAD_USER_INPUT' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT';

const HTTP_STATUS: Record<AppErrorCode, number> = {
  BAD_USER_INPUT: 400,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
};

/**
 * A refused request: bad input, no permission, nothing there, or a state that forbids it. A GraphQL
 * error (so GraphQL answers carry its message and `extensions.code`), also used by REST handlers.
 */
export class AppError extends GraphQLError {
  constructor(
    readonly code: AppErrorCode,
    message: string,
  ) {
    super(message, { extensions: { code } });
  }

  get httpStatus(): number {
    return HTTP_STATUS[this.code];
  }
}

export const badInput = (message: string) => new AppError('BAD_USER_INPUT', message);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
