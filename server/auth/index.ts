import type { FastifyInstance } from 'fastify';
import type { AuthContext } from './context.ts';
import { registerCsrfProtection } from './csrf.ts';
import { registerAccountRoutes } from './routes/accountRoutes.ts';
import { registerInviteRoutes } from './routes/inviteRoutes.ts';
import { registerOAuthRoutes } from './routes/oauthRoutes.ts';
import { registerSessionRoutes } from './routes/sessionRoutes.ts';

export { type AuthContext, createAuthContext } from './context.ts';
export { hasSessionCookies } from './cookies.ts';
export { resolveUpgradeViewer, resolveViewer } from './viewer.ts';

/** Every account and session call under /a, with CSRF protection for cookie-carrying writes. */
export function registerAuth(app: FastifyInstance, auth: AuthContext): void {
  registerCsrfProtection(app);
  registerSessionRoutes(app, auth);
  registerAccountRoutes(app, auth);
  registerInviteRoutes(app, auth);
  registerOAuthRoutes(app, auth);
}
