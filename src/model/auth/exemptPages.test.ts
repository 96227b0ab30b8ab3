import { describe, expect, it } from 'vitest';
import { isSessionExemptPath } from './exemptPages';

describe('isSessionExemptPath', () => {
  it.each([
    '/reset_password/abc',
    '/register',
    '/forgot',
    '/login',
    '/sign-up',
    '/school-login',
    '/unsubscribe/tok',
    '/course/xyz',
    '/course/xyz/lesson/1',
    '/sandbox',
    '/profile/braintests',
    '/profile/braintests/reaction',
    '/profile/braintests/',
    '/login?redirect=%2Fhome',
    '/course/xyz#top',
    'login',
  ])('%s is exempt', (path) => {
    expect(isSessionExemptPath(path)).toBe(true);
  });

  it.each([
    '/',
    '',
    '/home',
    '/home/courses',
    '/home/search-courses',
    '/courses',
    '/login-help',
    '/profile',
    '/profile/stats',
    '/profile/braintests/results',
    '/profile/braintests/results/r1',
    '/class/g1',
    '/abc123',
    '/home/login',
  ])('%s is not exempt', (path) => {
    expect(isSessionExemptPath(path)).toBe(false);
  });
});
