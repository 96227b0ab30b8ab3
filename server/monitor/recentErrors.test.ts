import { describe, expect, it } from 'vitest';
import { RecentErrors } from './recentErrors';

describe('RecentErrors', () => {
  it('keeps the newest entries first, up to its capacity', () => {
    const errors = new RecentErrors(2);
    errors.record('GET /a', new Error('one'), new Date(1));
    errors.record('GraphQL', 'two', new Date(2));
    errors.record('GET /b', new Error('three'), new Date(3));
    expect(errors.latest(10).map((entry) => entry.message)).toEqual(['three', 'two']);
    expect(errors.latest(1)[0]).toEqual({ id: 3, at: new Date(3), source: 'GET /b', message: 'three' });
  });
});
