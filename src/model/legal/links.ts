/** The operator's own legal documents (server configuration LEGAL_TERMS_URL, LEGAL_PRIVACY_URL). */
export interface LegalLinks {
  /** Null: the shipped terms of use are shown. */
  termsUrl: string | null;
  /** Null: the shipped privacy notice is shown. */
  privacyUrl: string | null;
}

export type LegalDocumentKind = 'terms' | 'privacy';

export const LEGAL_PATHS: Readonly<Record<LegalDocumentKind, string>> = {
  terms: '/legal/terms',
  privacy: '/legal/privacy',
};

/** `GET /a/legal` answers the configured links. */
export const LEGAL_LINKS_PATH = '/a/legal';

/** Reads the answer of `GET /a/legal`; anything but an http(s) address counts as not configured. */
export function readLegalLinks(body: unknown): LegalLinks {
  const record = (body ?? {}) as Record<string, unknown>;
  const url = (value: unknown) => (typeof value === 'string' && /^https?:\/\//.test(value) ? value : null);
  return { termsUrl: url(record.termsUrl), privacyUrl: url(record.privacyUrl) };
}
