import { describe, expect, it } from 'vitest';
import { compareByUsernameDomain, sortByUsernameDomain, usernameDomain } from './reportOrder';

const row = (username: string) => ({ user: { username } });

describe('usernameDomain', () => {
  it('is the part after the last @, lower case', () => {
    expect(usernameDomain('Ann@School.NZ')).toBe('school.nz');
    expect(usernameDomain('odd@name@b.org')).toBe('b.org');
  });

  it('is empty for a username without @', () => {
    expect(usernameDomain('plainname')).toBe('');
  });
});

describe('sortByUsernameDomain', () => {
  it('groups users by domain, then orders them by username', () => {
    const sorted = sortByUsernameDomain([
      row('zoe@b.org'),
      row('amy@c.org'),
      row('Bob@a.org'),
      row('ann@B.org'),
      row('al@a.org'),
    ]);
    expect(sorted.map((entry) => entry.user.username)).toEqual([
      'al@a.org',
      'Bob@a.org',
      'ann@B.org',
      'zoe@b.org',
      'amy@c.org',
    ]);
  });

  it('puts usernames without a domain first and leaves its input as it was', () => {
    const rows = [row('x@a.org'), row('local')];
    expect(sortByUsernameDomain(rows).map((entry) => entry.user.username)).toEqual(['local', 'x@a.org']);
    expect(rows[0]?.user.username).toBe('x@a.org');
  });

  it('compares equal usernames as equal', () => {
    expect(compareByUsernameDomain({ username: 'a@b.c' }, { username: 'A@B.C' })).toBe(0);
  });
});
