/**
 * What a failed GraphQL call tells the user: the error is read into what is known of it and handed to the
 * error catalogue's one rule (src/model/errorMessage.ts, spec 3 section 8). Never a browser's own words
 * such as 'Failed to fetch'.
 */
import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import {
  CALL_ERROR_MESSAGES,
  type CallErrorNotice,
  type CallFailure,
  callErrorNotice,
} from '../../model/errorMessage';
import type { AlertInput } from '../../model/notifications';

/** The catalogue's transport texts, under the names the callers know them by. */
export const TRANSPORT_MESSAGES = {
  noConnection: CALL_ERROR_MESSAGES.noConnection,
  unauthenticated: CALL_ERROR_MESSAGES.unauthenticated,
  notFound: CALL_ERROR_MESSAGES.notFound,
  serverError: CALL_ERROR_MESSAGES.serverError,
} as const;

function failureOf(error: unknown): CallFailure {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code = first?.extensions?.code;
    return {
      kind: 'graphql',
      code: typeof code === 'string' ? code : undefined,
      message: first?.message ?? '',
    };
  }
  if (ServerError.is(error)) return { kind: 'http', status: error.statusCode };
  // fetch rejects with a TypeError when no answer came at all (offline, server unreachable).
  if (error instanceof TypeError) return { kind: 'network' };
  return { kind: 'other', message: error instanceof Error ? error.message : '' };
}

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/** The notice for a failed call, or null while the browser is offline (no error is shown then). */
export function graphQLErrorNotice(
  error: unknown,
  fallback: string,
  online: boolean = browserOnline(),
): CallErrorNotice | null {
  return callErrorNotice(failureOf(error), fallback, online);
}

/** The text for a failed call, for a form's error line (which the user came to and reads). */
export function graphQLErrorMessage(error: unknown, fallback: string): string {
  return callErrorNotice(failureOf(error), fallback)?.text ?? fallback;
}

/**
 * The error alert for a failed call, or null while offline. An outdated app's alert carries the
 * 'Load App Update' button, which loads the app anew.
 */
export function graphQLErrorAlert(
  error: unknown,
  fallback: string,
  online: boolean = browserOnline(),
  loadAppUpdate: () => void = () => window.location.reload(),
): AlertInput | null {
  const notice = graphQLErrorNotice(error, fallback, online);
  if (!notice) return null;
  return {
    alertType: 'error',
    text: notice.text,
    ...(notice.action === 'loadAppUpdate'
      ? { action: { label: CALL_ERROR_MESSAGES.loadAppUpdate, run: loadAppUpdate } }
      : {}),
  };
}

/** Shows a failed call's error alert, if any (none while offline). */
export function notifyCallError(
  notifications: { notify(alert: AlertInput): unknown },
  error: unknown,
  fallback: string,
): void {
  const alert = graphQLErrorAlert(error, fallback);
  if (alert) notifications.notify(alert);
}

/**
 * Runs one call and answers its data; a failure, or an answer without data, throws an Error whose message
 * is what the user is told (`fallback` where nothing better is known).
 */
export async function callForData<T>(run: () => Promise<T | undefined | null>, fallback: string): Promise<T> {
  let data: T | undefined | null;
  try {
    data = await run();
  } catch (error) {
    throw new Error(graphQLErrorMessage(error, fallback));
  }
  if (data === undefined || data === null) throw new Error(fallback);
  return data;
}

/** Whether the server refused the call: FORBIDDEN, or NOT_FOUND (a thing the user may not see). */
export function isRefusalError(error: unknown): boolean {
  const failure = failureOf(error);
  return failure.kind === 'graphql' && (failure.code === 'FORBIDDEN' || failure.code === 'NOT_FOUND');
}

/** Whether the server answered NOT_FOUND (a missing thing, or one the user may not see: the same to them). */
export function isNotFoundError(error: unknown): boolean {
  const failure = failureOf(error);
  return failure.kind === 'graphql' && failure.code === 'NOT_FOUND';
}
