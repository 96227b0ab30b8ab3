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
  /**
   * Whether the user may save a copy (Save as): edit rights, and a course holding the map permits copies
   * (src/model/access/copies.ts). Answered with a loaded map; absent elsewhere (then edit rights decide).
   */
  copyAllowed?: boolean;
}

/**
 * What the server says with a loaded map about personalising it (issue 23): whether its owner lets readers
 * personalise it, whether this user can or has, and this user's own additions (untrusted until the
 * model's merge reads them). Absent where the map did not come from the server (offline, sandbox).
 */
export interface MapPersonalisation {
  personalisable?: boolean;
  canPersonalise?: boolean;
  isPersonalised?: boolean;
  userAdditions?: unknown;
}

/** A map's record with its stored document (`unknown` where it is untrusted until the model's loader reads it). */
export interface MapDocumentRecord<Document = unknown> extends MapRecord, MapPersonalisation {
  document: Document;
}
