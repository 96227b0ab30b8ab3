import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isAdmin } from '../../../src/model/auth/roles.ts';
import { invitationMail } from '../../mail/templates.ts';
import {
  findOrCreatePendingUser,
  findUserByUsername,
  issueAccountToken,
  normalizeUsername,
} from '../accounts.ts';
import type { AuthContext } from '../context.ts';
import { authMessages } from '../messages.ts';
import { ACTIVATION_LINK_TTL_MS } from '../tokens.ts';
import { resolveViewer } from '../viewer.ts';

const inviteBody = z.object({
  emails: z.array(z.string()).min(1).max(200),
  orgId: z.string().nullish(),
});

const isEmail = (value: string) => z.email().safeParse(value).success;

/**
 * `POST /a/invite` (admins): each address becomes a pending user with an invitation e-mail.
 * Answers `{ success: true, errors, successInvite }` (spec 1 section 3; `success` for the generic helper).
 */
export function registerInviteRoutes(app: FastifyInstance, auth: AuthContext): void {
  const db = auth.database.db;

  app.post('/a/invite', async (request, reply) => {
    const viewerId = await resolveViewer(auth, request);
    if (!viewerId) return reply.code(401).send({ errors: [authMessages.notSignedIn], successInvite: 0 });
    const viewer = await db.selectFrom('users').select('roles').where('id', '=', viewerId).executeTakeFirst();
    if (!isAdmin(viewer?.roles))
      return reply.code(403).send({ errors: [authMessages.notAllowed], successInvite: 0 });

    const parsed = inviteBody.safeParse(request.body);
    if (!parsed.success)
      return reply.code(400).send({ errors: parsed.error.issues.map((i) => i.message), successInvite: 0 });
    const organization = parsed.data.orgId
      ? await db
          .selectFrom('organizations')
          .selectAll()
          .where('id', '=', parsed.data.orgId)
          .executeTakeFirst()
      : undefined;
    if (parsed.data.orgId && !organization) {
      return reply.code(400).send({ errors: ['No such organization.'], successInvite: 0 });
    }

    const errors: string[] = [];
    let successInvite = 0;
    // Duplicates are removed without regard to case; the first spelling wins.
    const unique = new Map<string, string>();
    for (const entry of parsed.data.emails) {
      const address = normalizeUsername(entry);
      if (!unique.has(address.toLowerCase())) unique.set(address.toLowerCase(), address);
    }
    for (const address of unique.values()) {
      if (!isEmail(address)) {
        errors.push(authMessages.invalidEmailEntry(address));
        continue;
      }
      const existing = await findUserByUsername(db, address);
      if (existing?.status === 'active') {
        errors.push(`${address} already has an account.`);
        continue;
      }
      const user = existing ?? (await findOrCreatePendingUser(db, address, organization?.id ?? null));
      if (!user) continue;
      const token = await issueAccountToken(db, user.id, 'invite', ACTIVATION_LINK_TTL_MS);
      await auth.mailer.send(invitationMail(user.username, auth.appUrl(), token, organization?.name));
      successInvite += 1;
    }
    return { success: true, errors, successInvite };
  });
}
