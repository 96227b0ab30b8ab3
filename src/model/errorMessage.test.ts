import { describe, expect, it } from 'vitest';
import { CALL_ERROR_MESSAGES, callErrorNotice, errorMessage } from './errorMessage';

describe('errorMessage', () => {
  it('is the error’s own message, or the fallback for none', () => {
    expect(errorMessage(new Error('Network down'), 'Failed.')).toBe('Network down');
    expect(errorMessage(new Error(''), 'Failed.')).toBe('Failed.');
    expect(errorMessage('text', 'Failed.')).toBe('Failed.');
  });
});

describe('callErrorNotice (spec 3 section 8)', () => {
  const graphql = (code: string | undefined, message = 'Map not found') =>
    ({ kind: 'graphql', code, message }) as const;

  it('code UNAUTHENTICATED says the permission is missing; HTTP 401 asks to log in again', () => {
    expect(callErrorNotice(graphql('UNAUTHENTICATED'), 'Failed.')).toEqual({
      text: 'Unauthenticated Access. You do not have required permission',
    });
    expect(callErrorNotice({ kind: 'http', status: 401 }, 'Failed.')).toEqual({
      text: 'Unauthenticated Access. Please login again.',
    });
  });

  it('shows the server’s own message for the codes written for people (USERERROR among them)', () => {
    expect(callErrorNotice(graphql('USERERROR', 'Name taken'), 'Failed.')).toEqual({ text: 'Name taken' });
    expect(callErrorNotice(graphql('NOT_FOUND'), 'Failed.')).toEqual({ text: 'Map not found' });
    expect(callErrorNotice(graphql('FORBIDDEN', ''), 'Failed.')).toEqual({ text: 'Failed.' });
  });

  it('anything unexpected is "Unexpected error" with the error’s text', () => {
    expect(callErrorNotice(graphql(undefined, 'Cannot read x'), 'Failed.')).toEqual({
      text: 'Unexpected error: Cannot read x',
    });
    expect(callErrorNotice(graphql('INTERNAL_SERVER_ERROR', 'boom'), 'Failed.')?.text).toBe(
      'Unexpected error: boom',
    );
    expect(callErrorNotice({ kind: 'other', message: 'bad state' }, 'Failed.')?.text).toBe(
      'Unexpected error: bad state',
    );
    expect(callErrorNotice({ kind: 'http', status: 418 }, 'Failed.')?.text).toBe(
      'Unexpected error: HTTP 418',
    );
    // Nothing to say beyond what failed: the caller's own words.
    expect(callErrorNotice({ kind: 'other', message: '' }, 'Failed.')?.text).toBe('Failed.');
  });

  it('an outdated app gets the server’s message and a Load App Update button', () => {
    expect(callErrorNotice(graphql('ClientUpgradeRequired', 'Please update the app'), 'Failed.')).toEqual({
      text: 'Please update the app',
      action: 'loadAppUpdate',
    });
    expect(CALL_ERROR_MESSAGES.loadAppUpdate).toBe('Load App Update');
  });

  it('keeps the transport texts: 404, 500, 503 and no answer', () => {
    expect(callErrorNotice({ kind: 'http', status: 404 }, 'F')?.text).toBe(
      'Network error. Check network connection',
    );
    expect(callErrorNotice({ kind: 'http', status: 500 }, 'F')?.text).toBe('Server error.');
    expect(callErrorNotice({ kind: 'http', status: 503 }, 'F')?.text).toBe('No connection to server.');
    expect(callErrorNotice({ kind: 'network' }, 'F')?.text).toBe('No connection to server.');
  });

  it('shows nothing while the browser is offline', () => {
    expect(callErrorNotice({ kind: 'network' }, 'F', false)).toBeNull();
    expect(callErrorNotice(graphql('UNAUTHENTICATED'), 'F', false)).toBeNull();
  });
});
