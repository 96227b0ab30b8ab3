import { ReportBudget } from '../model/clientErrors';
import { requestJson } from './http';

const budget = new ReportBudget();

function stackOf(error: unknown): string | undefined {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return error ? String(error) : undefined;
}

/**
 * Reports a client error to the server (`PUT /a/log`, spec 1 section 7), within the page's report
 * budget (a repeated or runaway error is reported once). Never throws: a failed report must not cause
 * another error screen.
 */
export async function reportClientError(message: string, error?: unknown): Promise<void> {
  if (!budget.take(message, Date.now())) return;
  const stack = stackOf(error);
  try {
    await requestJson('PUT', '/log', { message: message.slice(0, 4000), error: stack?.slice(0, 20000) });
  } catch (reportError) {
    console.error('Unable to report a client error', reportError);
  }
}

/**
 * Reports what nothing else caught: errors thrown outside React (event handlers, timers) and promises
 * rejected with nobody listening. Render errors are the error boundaries' to report.
 */
export function reportUncaughtErrors(target: Window): () => void {
  const onError = (event: ErrorEvent) => {
    void reportClientError(
      `Uncaught error: ${event.message}`,
      event.error ?? `${event.filename}:${event.lineno}`,
    );
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason;
    const message = reason instanceof Error ? reason.message : String(reason);
    void reportClientError(`Unhandled rejection: ${message}`, reason);
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
