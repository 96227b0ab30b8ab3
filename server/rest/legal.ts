import type { FastifyInstance } from 'fastify';
import { LEGAL_LINKS_PATH, type LegalLinks } from '../../src/model/legal/links.ts';

/** `GET /a/legal`: the operator's own legal documents, if configured (LEGAL_TERMS_URL, LEGAL_PRIVACY_URL). */
export function registerLegalLinks(app: FastifyInstance, links: LegalLinks): void {
  const body = { ...links };
  app.get(LEGAL_LINKS_PATH, async () => body);
}
