import { describe, expect, it, vi } from 'vitest';
import { inviteAnswerOf, inviteFailureErrors, requestInvites } from './invite';
import { ApiRequestError } from './session/ApiRequestError';

describe('inviteAnswerOf', () => {
  it('reads errors and successInvite, keeping only texts', () => {
    expect(inviteAnswerOf({ errors: ['a', 3], successInvite: 1 })).toEqual({
      errors: ['a'],
      successInvite: 1,
    });
    expect(inviteAnswerOf({ successInvite: 0 })).toEqual({ errors: [], successInvite: 0 });
  });

  it('answers null for anything else', () => {
    expect(inviteAnswerOf(undefined)).toBeNull();
    expect(inviteAnswerOf({ errors: ['x'] })).toBeNull();
    expect(inviteAnswerOf('text')).toBeNull();
  });
});

describe('inviteFailureErrors', () => {
  it('reads the texts a failure carries, none for anything else', () => {
    expect(inviteFailureErrors({ errors: ['One.', 'Two.', 3] })).toEqual(['One.', 'Two.']);
    expect(inviteFailureErrors(new Error('boom'))).toEqual([]);
    expect(inviteFailureErrors(null)).toEqual([]);
  });
});

describe('requestInvites', () => {
  it('posts emails and orgId (null without one)', async () => {
    const request = vi.fn(async () => ({ success: true, errors: [], successInvite: 1 }));
    await expect(requestInvites({ request }, ['a@x.org'])).resolves.toEqual({ errors: [], successInvite: 1 });
    expect(request).toHaveBeenCalledWith('POST', '/invite', { emails: ['a@x.org'], orgId: null });
  });

  it('takes a rejection carrying an invite answer as the answer', async () => {
    const body = { errors: ['Only admins.'], successInvite: 0 };
    const request = vi.fn(async () => {
      throw new ApiRequestError({ kind: 'response', code: 403, message: 'x', errors: body.errors, body });
    });
    await expect(requestInvites({ request }, ['a@x.org'], 'o1')).resolves.toEqual(body);
  });

  it('rethrows other failures', async () => {
    const failure = new ApiRequestError({ kind: 'no-response', code: 503, message: 'x', errors: [] });
    const request = vi.fn(async () => {
      throw failure;
    });
    await expect(requestInvites({ request }, ['a@x.org'])).rejects.toBe(failure);
  });
});
