import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { graphQLErrorMessage, TRANSPORT_MESSAGES } from './errors';

const serverError = (status: number) =>
  new ServerError('Response not successful', {
    response: new Response('oops', { status }),
    bodyText: 'oops',
  });

describe('graphQLErrorMessage', () => {
  it("shows the server's own message", () => {
    const error = new CombinedGraphQLErrors({ errors: [{ message: 'The map was changed elsewhere.' }] });
    expect(graphQLErrorMessage(error, 'fallback')).toBe('The map was changed elsewhere.');
  });

  it('shows the error catalogue for a call that got no answer, never the browser’s words', () => {
    expect(graphQLErrorMessage(new TypeError('Failed to fetch'), 'fallback')).toBe(
      'No connection to server.',
    );
  });

  it('shows the catalogue for the HTTP errors it names, the caller’s fallback for others', () => {
    expect(graphQLErrorMessage(serverError(401), 'fallback')).toBe(TRANSPORT_MESSAGES.unauthenticated);
    expect(graphQLErrorMessage(serverError(404), 'fallback')).toBe('Network error. Check network connection');
    expect(graphQLErrorMessage(serverError(500), 'fallback')).toBe('Server error.');
    expect(graphQLErrorMessage(serverError(503), 'fallback')).toBe('No connection to server.');
    expect(graphQLErrorMessage(serverError(418), 'fallback')).toBe('fallback');
    expect(graphQLErrorMessage(new Error('other'), 'fallback')).toBe('fallback');
  });
});
