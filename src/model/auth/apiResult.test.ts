import { describe, expect, it } from 'vitest';
import {
  bodyErrors,
  interpretResponse,
  noResponseError,
  rejectedRequestError,
  setupFailedError,
  userMessageOf,
} from './apiResult';

describe('interpretResponse', () => {
  it('succeeds only when the body says success: true', () => {
    expect(interpretResponse(200, { success: true, accessTokenExpiry: 5 })).toEqual({
      ok: true,
      body: { success: true, accessTokenExpiry: 5 },
    });
  });

  it('passes on the error of an unsuccessful 2xx body', () => {
    const outcome = interpretResponse(200, { success: false, error: { code: 409, message: 'Taken' } });
    expect(outcome).toMatchObject({
      ok: false,
      error: { kind: 'response', code: 409, message: 'Taken', errors: ['Taken'] },
    });
  });

  it('a 2xx body without success is unknown_error, code 500', () => {
    expect(interpretResponse(200, { user: {} })).toMatchObject({
      ok: false,
      error: { code: 500, message: 'unknown_error', errors: [] },
    });
    expect(interpretResponse(204, undefined)).toMatchObject({
      ok: false,
      error: { code: 500, message: 'unknown_error' },
    });
  });

  it('an HTTP error carries the status and its errors', () => {
    expect(
      interpretResponse(401, { success: false, errors: ['Invalid username or password'] }),
    ).toMatchObject({
      ok: false,
      error: {
        kind: 'response',
        code: 401,
        message: 'Invalid username or password',
        errors: ['Invalid username or password'],
      },
    });
  });

  it("an HTTP error without errors says 'Unable to complete'", () => {
    expect(interpretResponse(400, { success: false })).toMatchObject({
      ok: false,
      error: { code: 400, message: 'Unable to complete', errors: [] },
    });
  });

  it("an HTTP error without a readable body says 'Unable to complete. Try again later'", () => {
    expect(interpretResponse(502, undefined)).toMatchObject({
      ok: false,
      error: { code: 502, message: 'Unable to complete. Try again later' },
    });
  });
});

describe('bodyErrors', () => {
  it('reads errors as a list, a string, or error as a string or object', () => {
    expect(bodyErrors({ errors: ['a', { message: 'b' }, 3] })).toEqual(['a', 'b']);
    expect(bodyErrors({ errors: 'a' })).toEqual(['a']);
    expect(bodyErrors({ error: 'a' })).toEqual(['a']);
    expect(bodyErrors({ error: { message: 'a' } })).toEqual(['a']);
    expect(bodyErrors(null)).toEqual([]);
  });
});

describe('failures without an answer', () => {
  it("no response: 'No response from the server', code 503", () => {
    expect(noResponseError()).toEqual({
      kind: 'no-response',
      code: 503,
      message: 'No response from the server',
      errors: [],
    });
  });

  it("setup failed: 'Request setup failed', code -500", () => {
    expect(setupFailedError()).toEqual({
      kind: 'setup',
      code: -500,
      message: 'Request setup failed',
      errors: [],
    });
  });

  it("refused by the session: 401, 'rejecting request'", () => {
    expect(rejectedRequestError()).toMatchObject({ code: 401, message: 'rejecting request' });
  });
});

describe('userMessageOf', () => {
  it('the response message, else its errors, else the fallbacks', () => {
    const withMessage = interpretResponse(400, { message: 'Bad thing', errors: ['x'] });
    const withErrors = interpretResponse(400, { errors: ['x', 'y'] });
    const bare = interpretResponse(400, {});
    if (withMessage.ok || withErrors.ok || bare.ok) throw new Error('expected failures');
    expect(userMessageOf(withMessage.error)).toBe('Bad thing');
    expect(userMessageOf(withErrors.error)).toBe('x y');
    expect(userMessageOf(bare.error)).toBe('An error occurred');
    expect(userMessageOf(noResponseError())).toBe('No response from the server.');
    expect(userMessageOf(setupFailedError())).toBe('Failed to send the request to the server.');
    expect(userMessageOf(rejectedRequestError())).toBe('rejecting request');
  });
});
