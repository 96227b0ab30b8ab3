/** What a command gives: one action to apply (and record as one undo step), or why there is none. */
import type { MapAction } from '../actions/types';

export type CommandResult = { ok: true; action: MapAction; nodeIds: string[] } | { ok: false; error: string };

export const commandFailure = (error: string): CommandResult => ({ ok: false, error });
