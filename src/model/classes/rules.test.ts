import { describe, expect, it } from 'vitest';
import { classMessages } from './messages';
import {
  canJoinClass,
  canSendInvites,
  checkClassName,
  inviteOutcome,
  isClassAdmin,
  normalizeAccessCode,
  parseInviteEmails,
  teacherLabel,
  teacherSearchTerm,
} from './rules';

describe('checkClassName', () => {
  it('trims and refuses empty or too long names', () => {
    expect(checkClassName('  Year 9 Science ')).toEqual({ ok: true, value: 'Year 9 Science' });
    expect(checkClassName('   ')).toEqual({ ok: false, error: classMessages.emptyName });
    expect(checkClassName('x'.repeat(101)).ok).toBe(false);
  });
});

describe('access codes', () => {
  it('normalises what was typed', () => {
    expect(normalizeAccessCode(' ab3-k9x ')).toBe('AB3K9X');
  });

  it('needs a code to join; sharing results is the student’s choice', () => {
    expect(canJoinClass('AB3K9X')).toBe(true);
    expect(canJoinClass('  ')).toBe(false);
  });
});

describe('parseInviteEmails', () => {
  it('splits, trims, removes duplicates without regard to case and validates each entry', () => {
    expect(parseInviteEmails(' a@example.com, B@example.com;a@EXAMPLE.com  nope, b@example.com ')).toEqual({
      emails: ['a@example.com', 'B@example.com'],
      errors: [classMessages.invalidEmailEntry('nope')],
    });
  });

  it('accepts a list of chips too', () => {
    expect(parseInviteEmails(['x@example.org', 'y@example.org']).emails).toEqual([
      'x@example.org',
      'y@example.org',
    ]);
  });

  it('enables Send only with valid addresses and no invalid one', () => {
    expect(canSendInvites(parseInviteEmails(''))).toBe(false);
    expect(canSendInvites(parseInviteEmails('a@example.com'))).toBe(true);
    expect(canSendInvites(parseInviteEmails('a@example.com bad'))).toBe(false);
  });
});

describe('inviteOutcome', () => {
  it('reports the count or the joined errors', () => {
    expect(inviteOutcome({ errors: [], successInvite: 2 })).toEqual({
      text: '2 invite sent.',
      closeDialog: true,
    });
    expect(inviteOutcome({ errors: ['a is bad.', 'b is bad.'], successInvite: 1 })).toEqual({
      text: 'a is bad. b is bad.',
      closeDialog: false,
    });
  });
});

describe('teachers', () => {
  it('searches by e-mail only', () => {
    expect(teacherSearchTerm(' t@school.nz ')).toBe('t@school.nz');
    expect(teacherSearchTerm('Smith')).toBeNull();
  });

  it('marks pending invitations', () => {
    expect(teacherLabel({ firstName: 'Ada', lastName: 'L' }, true)).toBe('Ada L (Pending)');
    expect(teacherLabel({ firstName: 'Ada', lastName: 'L' }, false)).toBe('Ada L');
  });

  it('knows the admins', () => {
    expect(isClassAdmin({ adminMembers: [{ id: 'u1' }] }, 'u1')).toBe(true);
    expect(isClassAdmin({ adminMembers: [{ id: 'u1' }] }, 'u2')).toBe(false);
  });
});

describe('classMessages', () => {
  it('words the confirmations as the spec does', () => {
    expect(classMessages.joined('Bio')).toBe("You have joined the class 'Bio'");
    expect(classMessages.left('Bio')).toBe("You have left the class 'Bio'");
    expect(classMessages.archived('Bio')).toBe("Class 'Bio' has been archived.");
  });
});
