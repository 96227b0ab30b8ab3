import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { describe, expect, it, vi } from 'vitest';
import { graphQLErrorAlert, graphQLErrorMessage, TRANSPORT_MESSAGES } from './errors';

const serverError = (status: number) =>
  new ServerError('Response not successful', {
    response: new Response('oops', { status }),
    bodyText: 'oops',
  });

const graphQLError = (message: string, code?: string) =>
  new CombinedGraphQLErrors({ errors: [{ message, ...(code ? { extensions: { code } } : {}) }] });

describe('graphQLErrorMessage', () => {
  it("shows the server's own message for an error written for people", () => {
    expect(graphQLErrorMessage(graphQLError('The map was changed elsewhere.', 'CONFLICT'), 'fallback')).toBe(
      'The map was changed elsewhere.',
    );
  });

  it('code UNAUTHENTICATED says the permission is missing', () => {
    expect(
      graphQLErrorMessage(
        graphQLError('Unauthenticated Access. Please login again.', 'UNAUTHENTICATED'),
        'f',
      ),
    ).toBe('Unauthenticated Access. You do not have required permission');
  });

  it('anything unexpected is "Unexpected error" with its text', () => {
    expect(graphQLErrorMessage(graphQLError('Cannot return null'), 'fallback')).toBe(
      'Unexpected error: Cannot return null',
    );
    expect(graphQLErrorMessage(new Error('other'), 'fallback')).toBe('Unexpected error: other');
    expect(graphQLErrorMessage(serverError(418), 'fallback')).toBe('Unexpected error: HTTP 418');
  });

  it('shows the error catalogue for a call that got no answer, never the browser’s words', () => {
    expect(graphQLErrorMessage(new TypeError('Failed to fetch'), 'fallback')).toBe(
      'No connection to server.',
    );
  });

  it('shows the catalogue for the HTTP errors it names', () => {
    expect(graphQLErrorMessage(serverError(401), 'fallback')).toBe(TRANSPORT_MESSAGES.unauthenticated);
    expect(graphQLErrorMessage(serverError(404), 'fallback')).toBe('Network error. Check network connection');
    expect(graphQLErrorMessage(serverError(500), 'fallback')).toBe('Server error.');
    expect(graphQLErrorMessage(serverError(503), 'fallback')).toBe('No connection to server.');
  });
});

describe('graphQLErrorAlert', () => {
  it('is an error alert; none while the browser is offline', () => {
    expect(graphQLErrorAlert(serverError(500), 'f', true)).toEqual({
      alertType: 'error',
      text: 'Server error.',
    });
    expect(graphQLErrorAlert(new TypeError('Failed to fetch'), 'f', false)).toBeNull();
  });

  it('an outdated app’s alert has a Load App Update button that loads the update', () => {
    const loadAppUpdate = vi.fn();
    const alert = graphQLErrorAlert(
      graphQLError('This version of the app is too old.', 'ClientUpgradeRequired'),
      'f',
      true,
      loadAppUpdate,
    );
    expect(alert?.text).toBe('This version of the app is too old.');
    expect(alert?.action?.label).toBe('Load App Update');
    alert?.action?.run();
    expect(loadAppUpdate).toHaveBeenCalledTimes(1);
  });
});
