import { requestJson } from './http';

/**
 * Reports a client error to the server (`PUT /a/log`, spec 1 section 7). Never throws: a failed
 * report must not cause another error screen.
 */
export async function reportClientError(message: string, error?: unknown): Promise<void> {
  const stack =
    error instanceof Error
      ? (error.stack ?? `${error.name}: ${error.message}`)
      : error
        ? String(error)
        : undefined;
  try {
    await requestJson('PUT', '/log', { message: message.slice(0, 4000), error: stack?.slice(0, 20000) });
  } catch (reportError) {
    console.error('Unable to report a client error', reportError);
  }
}
