import { describe, expect, it } from 'vitest';
import { errorMessage } from './errorMessage';

describe('errorMessage', () => {
  it('is the error’s own message, or the fallback for none', () => {
    expect(errorMessage(new Error('Network down'), 'Failed.')).toBe('Network down');
    expect(errorMessage(new Error(''), 'Failed.')).toBe('Failed.');
    expect(errorMessage('text', 'Failed.')).toBe('Failed.');
  });
});
