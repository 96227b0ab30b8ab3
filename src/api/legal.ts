import { type LegalLinks, readLegalLinks } from '../model/legal/links';
import { requestJson } from './http';

/** `GET /a/legal`: the operator's own legal documents, if they configured any. */
export async function fetchLegalLinks(): Promise<LegalLinks> {
  return readLegalLinks(await requestJson<unknown>('GET', '/legal'));
}
