/**
 * What a command gives: one document action to apply (and record as one undo step) and the nodes it
 * made, for the editor to select in the viewer's session; or why there is none.
 */
import type { DocumentAction } from '../actions/types';

export type CommandResult =
  | { ok: true; action: DocumentAction; nodeIds: string[] }
  | { ok: false; error: string };

export const commandFailure = (error: string): CommandResult => ({ ok: false, error });
