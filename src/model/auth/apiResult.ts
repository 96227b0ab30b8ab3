/**
 * The pure half of the generic REST helper (spec 1 sections 7 and 8): turning what came back, or
 * did not, into a result or an error. The fetch itself lives in `src/api/session`.
 */
import {
  AN_ERROR_OCCURRED,
  errorText,
  FAILED_TO_SEND_REQUEST,
  NO_RESPONSE_CODE,
  NO_RESPONSE_FROM_SERVER,
  NO_RESPONSE_FROM_SERVER_SENTENCE,
  REQUEST_SETUP_FAILED,
  REQUEST_SETUP_FAILED_CODE,
  UNABLE_TO_COMPLETE,
  UNABLE_TO_COMPLETE_TRY_LATER,
  UNKNOWN_ERROR,
  UNKNOWN_ERROR_CODE,
} from './messages';
import { REJECTED_REQUEST } from './sessionState';

/**
 * How a call failed: the server answered ('response'), nothing came back ('no-response'), the request
 * could not be built ('setup'), or the session refused to send it ('rejected').
 */
export type ApiErrorKind = 'response' | 'no-response' | 'setup' | 'rejected';

export interface ApiError {
  kind: ApiErrorKind;
  /** HTTP status, 503 without a response, -500 when setup failed, 500 for an unsuccessful 2xx body. */
  code: number;
  message: string;
  errors: string[];
  /** The parsed answer, when there was one: callers read fields such as `loginMethod` from it. */
  body?: unknown;
}

export type ApiOutcome = { ok: true; body: Record<string, unknown> } | { ok: false; error: ApiError };

type Body = Record<string, unknown>;

const isBody = (value: unknown): value is Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The errors a body carries, as texts: `errors` (list or string) or `error` (string or `{ message }`). */
export function bodyErrors(body: unknown): string[] {
  if (!isBody(body)) return [];
  const { errors, error } = body;
  if (Array.isArray(errors))
    return errors.map(errorText).filter((text): text is string => text !== undefined);
  const single = errorText(errors) ?? errorText(error);
  return single === undefined ? [] : [single];
}

function bodyMessage(body: Body, errors: string[], fallback: string): string {
  return (
    errorText(body.error) ?? errorText(body.message) ?? (errors.length > 0 ? errors.join(' ') : fallback)
  );
}

/** `body` is the parsed JSON, or undefined when the answer had none or was not JSON. */
export function interpretResponse(status: number, body: unknown): ApiOutcome {
  const successful = status >= 200 && status < 300;
  if (!isBody(body)) {
    // An answer that says nothing: an empty or non-JSON body.
    const message = successful ? UNKNOWN_ERROR : UNABLE_TO_COMPLETE_TRY_LATER;
    const code = successful ? UNKNOWN_ERROR_CODE : status;
    return { ok: false, error: { kind: 'response', code, message, errors: [], body } };
  }
  if (successful && body.success === true) return { ok: true, body };
  const errors = bodyErrors(body);
  if (successful) {
    // A 2xx that is not a success: pass the body's error on, with its code when it has one.
    const given = isBody(body.error) && typeof body.error.code === 'number' ? body.error.code : undefined;
    const code = given ?? UNKNOWN_ERROR_CODE;
    return {
      ok: false,
      error: { kind: 'response', code, message: bodyMessage(body, errors, UNKNOWN_ERROR), errors, body },
    };
  }
  return {
    ok: false,
    error: {
      kind: 'response',
      code: status,
      message: bodyMessage(body, errors, UNABLE_TO_COMPLETE),
      errors,
      body,
    },
  };
}

export function noResponseError(): ApiError {
  return { kind: 'no-response', code: NO_RESPONSE_CODE, message: NO_RESPONSE_FROM_SERVER, errors: [] };
}

export function setupFailedError(): ApiError {
  return { kind: 'setup', code: REQUEST_SETUP_FAILED_CODE, message: REQUEST_SETUP_FAILED, errors: [] };
}

export function rejectedRequestError(): ApiError {
  return { kind: 'rejected', code: REJECTED_REQUEST.code, message: REJECTED_REQUEST.message, errors: [] };
}

/**
 * The message helper of spec 1 section 8, for showing a failure to the user: the response's message,
 * else its errors, else 'An error occurred'; without a response, the sentences for each case.
 */
export function userMessageOf(error: ApiError): string {
  switch (error.kind) {
    case 'response': {
      const message = isBody(error.body) ? errorText(error.body.message) : undefined;
      return message ?? (error.errors.length > 0 ? error.errors.join(' ') : AN_ERROR_OCCURRED);
    }
    case 'no-response':
      return NO_RESPONSE_FROM_SERVER_SENTENCE;
    case 'setup':
      return FAILED_TO_SEND_REQUEST;
    case 'rejected':
      return error.message;
  }
}
