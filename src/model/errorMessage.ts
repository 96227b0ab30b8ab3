/** The message a thrown error carries, or `fallback` for one without (not an Error, or an empty message). */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** The error catalogue's texts for failed server calls (spec 2 section 8, spec 3 section 8). */
export const CALL_ERROR_MESSAGES = {
  noConnection: 'No connection to server.',
  unauthenticated: 'Unauthenticated Access. Please login again.',
  noPermission: 'Unauthenticated Access. You do not have required permission',
  notFound: 'Network error. Check network connection',
  serverError: 'Server error.',
  unexpected: 'Unexpected error',
  loadAppUpdate: 'Load App Update',
} as const;

/** The code a server answers when this app's version is too old to talk to it. */
export const CLIENT_UPGRADE_REQUIRED = 'ClientUpgradeRequired';

/**
 * Error codes whose message the server writes for people (server/errors.ts and the request limits):
 * shown as they are. A GraphQL error with any other code, or none, is unexpected.
 */
export const USER_FACING_ERROR_CODES: ReadonlySet<string> = new Set([
  'USERERROR',
  'BAD_USER_INPUT',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'QUERY_TOO_COMPLEX',
  'USER_NOT_FOUND',
  'UNAVAILABLE',
]);

const BY_STATUS: Readonly<Record<number, string>> = {
  401: CALL_ERROR_MESSAGES.unauthenticated,
  404: CALL_ERROR_MESSAGES.notFound,
  500: CALL_ERROR_MESSAGES.serverError,
  503: CALL_ERROR_MESSAGES.noConnection,
};

/** What is known of a failed call, whatever client made it. */
export type CallFailure =
  | { kind: 'graphql'; code: string | undefined; message: string }
  | { kind: 'http'; status: number }
  /** No answer came at all (the server unreachable). */
  | { kind: 'network' }
  | { kind: 'other'; message: string };

/** What the user is told: a text, and for an outdated app a button that loads the update. */
export interface CallErrorNotice {
  text: string;
  action?: 'loadAppUpdate';
}

/**
 * The user's message for a failed call (spec 3 section 8), or null when nothing is to be shown (the
 * browser is offline: the failure is expected and the app says so elsewhere). `fallback` names what
 * failed, for a failure that carries no text at all.
 */
export function callErrorNotice(
  failure: CallFailure,
  fallback: string,
  online = true,
): CallErrorNotice | null {
  if (!online) return null;
  switch (failure.kind) {
    case 'graphql':
      if (failure.code === 'UNAUTHENTICATED') return { text: CALL_ERROR_MESSAGES.noPermission };
      if (failure.code === CLIENT_UPGRADE_REQUIRED) return { text: failure.message, action: 'loadAppUpdate' };
      if (failure.code && USER_FACING_ERROR_CODES.has(failure.code))
        return { text: failure.message || fallback };
      return { text: unexpected(failure.message, fallback) };
    case 'http':
      return { text: BY_STATUS[failure.status] ?? unexpected(`HTTP ${String(failure.status)}`, fallback) };
    case 'network':
      return { text: CALL_ERROR_MESSAGES.noConnection };
    case 'other':
      return { text: unexpected(failure.message, fallback) };
  }
}

function unexpected(detail: string, fallback: string): string {
  return detail ? `${CALL_ERROR_MESSAGES.unexpected}: ${detail}` : fallback;
}
