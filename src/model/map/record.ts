/**
 * A map as the server keeps it (spec 2 sections 3 and 6): its record, with the signed-in user's rights on
 * it, and the record with its stored document. The server answers these and the client reads them.
 */
import type { MapAccessRights } from '../access/accessRights';

/** A map without its document: what a save, a create or a version check answers. */
export interface MapRecord extends MapAccessRights {
  id: string;
  name: string;
  /** Incremented by every save; a save names the version it started from. */
  version: number;
  /** ISO 8601. */
  updated: string;
}

/** A map's record with its stored document (`unknown` where it is untrusted until the model's loader reads it). */
export interface MapDocumentRecord<Document = unknown> extends MapRecord {
  document: Document;
}
