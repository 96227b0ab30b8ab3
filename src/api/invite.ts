/**
 * `POST /a/invite` for the Invite User dialog (spec 1 sections 3 and 7): emails and orgId in, the
 * errors list and the successInvite count back.
 */
import type { SessionManager } from './session/SessionManager';

export interface InviteAnswer {
  errors: string[];
  successInvite: number;
}

export type InviteSession = Pick<SessionManager, 'request'>;

/** The invite answer a body carries, or null when it is something else. */
export function inviteAnswerOf(body: unknown): InviteAnswer | null {
  if (typeof body !== 'object' || body === null) return null;
  const { errors, successInvite } = body as Record<string, unknown>;
  if (typeof successInvite !== 'number') return null;
  const texts = Array.isArray(errors)
    ? errors.filter((entry): entry is string => typeof entry === 'string')
    : [];
  return { errors: texts, successInvite };
}

/** The texts a thrown invite error carries (joined by the dialog), or none. */
export function inviteFailureErrors(error: unknown): string[] {
  const errors = (error as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) ? errors.filter((entry): entry is string => typeof entry === 'string') : [];
}

/**
 * Sends the invitations. A 200 answers `success: true` with the errors and the count; a refusal (400,
 * 403) rejects with a body that lists its errors, which is the answer too. Anything else is rethrown.
 */
export async function requestInvites(
  session: InviteSession,
  emails: readonly string[],
  orgId?: string | null,
): Promise<InviteAnswer> {
  let body: unknown;
  try {
    body = await session.request('POST', '/invite', { emails, orgId: orgId ?? null });
  } catch (error) {
    const answer = inviteAnswerOf((error as { body?: unknown } | null)?.body);
    if (answer) return answer;
    throw error;
  }
  const answer = inviteAnswerOf(body);
  if (!answer) throw new Error('POST /a/invite answered without errors and successInvite');
  return answer;
}
