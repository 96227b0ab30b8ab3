import { isValidEmail } from '../auth/validation';
import { classMessages } from './messages';

export const CLASS_NAME_MAX = 100;
/** Access codes: 6 characters without look-alikes (no 0/O, 1/I/L), compared without regard to case. */
export const ACCESS_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const ACCESS_CODE_LENGTH = 6;

export const GROUP_ROLES = ['Member', 'Admin'] as const;
export type GroupRole = (typeof GROUP_ROLES)[number];
export const RESOURCE_TYPES = ['Map', 'Course'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export type CheckResult = { ok: true; value: string } | { ok: false; error: string };

/** Class name: non-empty after trim, to create or save. */
export function checkClassName(raw: string): CheckResult {
  const value = raw.trim();
  if (value === '') return { ok: false, error: classMessages.emptyName };
  if (value.length > CLASS_NAME_MAX) return { ok: false, error: classMessages.nameTooLong(CLASS_NAME_MAX) };
  return { ok: true, value };
}

/** An access code as typed: spaces and dashes dropped, upper case. */
export function normalizeAccessCode(raw: string): string {
  return raw.replace(/[\s-]+/g, '').toUpperCase();
}

/** Join class: a non-empty access code (sharing results is the student's choice). */
export function canJoinClass(accessCode: string): boolean {
  return normalizeAccessCode(accessCode) !== '';
}

/** A class admin is a teacher listed in adminMembers. */
export function isClassAdmin(group: { adminMembers: readonly { id: string }[] }, userId: string): boolean {
  return group.adminMembers.some((admin) => admin.id === userId);
}

export interface InviteEmails {
  /** Valid addresses, trimmed, duplicates removed without regard to case (first spelling wins). */
  emails: string[];
  /** One message per invalid entry. */
  errors: string[];
}

/**
 * The Invite User dialog's multi-e-mail input ('Enter email or emails separated by comma'): entries are
 * split on commas, semicolons and white space, trimmed, de-duplicated and each validated.
 */
export function parseInviteEmails(input: string | readonly string[]): InviteEmails {
  const entries = (typeof input === 'string' ? [input] : input)
    .flatMap((chunk) => chunk.split(/[,;\s]+/))
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const seen = new Set<string>();
  const emails: string[] = [];
  const errors: string[] = [];
  for (const entry of entries) {
    const key = entry.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    if (isValidEmail(entry)) emails.push(entry);
    else errors.push(classMessages.invalidEmailEntry(entry));
  }
  return { emails, errors };
}

/** Send is enabled with at least one valid address and nothing invalid. */
export function canSendInvites(parsed: InviteEmails): boolean {
  return parsed.emails.length > 0 && parsed.errors.length === 0;
}

/** The Invite User dialog's answer: '<n> invite sent.', or the errors joined by spaces (the dialog stays open). */
export function inviteOutcome(result: { errors: readonly string[]; successInvite: number }): {
  text: string;
  closeDialog: boolean;
} {
  if (result.errors.length > 0) return { text: result.errors.join(' '), closeDialog: false };
  return { text: `${result.successInvite} invite sent.`, closeDialog: true };
}

/** The teacher search takes only an e-mail (debounced 1 s); anything else searches nothing. */
export const TEACHER_SEARCH_DEBOUNCE_MS = 1000;
export function teacherSearchTerm(raw: string): string | null {
  const value = raw.trim();
  return isValidEmail(value) ? value : null;
}

/** A teacher row of the people tab: a pending invitation is marked '(Pending)'. */
export function teacherLabel(person: { firstName: string; lastName: string }, pending: boolean): string {
  const name = `${person.firstName} ${person.lastName}`.trim();
  return pending ? `${name} (Pending)` : name;
}
