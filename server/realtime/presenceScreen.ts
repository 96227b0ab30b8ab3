/**
 * Every awareness update a /collab connection sends is read here before y-websocket applies it, so a
 * member can only show themselves: each state they set must be a well-formed PresenceState naming the
 * connection's own signed-in user. What a stock y-websocket client sends besides its own state (echoes of
 * the others' states, its local time-outs of them) is dropped without applying, as the server would ignore
 * or wrongly apply it; a state naming anybody else, or malformed, refuses the connection.
 */
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import type { Awareness } from 'y-protocols/awareness';
import { readPresenceState } from '../../src/model/live/presenceCheck.ts';

/** Which connection set each client id's state in one room: the first to set it keeps it until it leaves. */
export type PresenceOwners = Map<number, object>;

interface Entry {
  clientId: number;
  clock: number;
  /** As sent: JSON of the state, `null` for a removal. */
  json: string;
}

export type Screening = { ok: true; update: Uint8Array | null } | { ok: false; reason: string };

export interface ScreenContext {
  awareness: Awareness;
  owners: PresenceOwners;
  /** The connection the update came from, as the owners table names it. */
  connection: object;
  viewerId: string;
}

/**
 * The part of `update` to apply (null when nothing is left), or why the connection must be refused. Claims
 * the client ids the connection sets for the first time.
 */
export function screenAwarenessUpdate(update: Uint8Array, context: ScreenContext): Screening {
  let entries: Entry[];
  try {
    entries = decodeEntries(update);
  } catch {
    return { ok: false, reason: 'undecodable awareness update' };
  }
  const { awareness, owners, connection, viewerId } = context;
  const kept: Entry[] = [];
  const claimed: number[] = [];
  for (const entry of entries) {
    let state: unknown;
    try {
      state = JSON.parse(entry.json);
    } catch {
      return { ok: false, reason: 'awareness state is not JSON' };
    }
    if (!wouldApply(awareness, entry, state === null)) continue; // an echo: the server already has it
    const owner = owners.get(entry.clientId);
    // Another local connection's member, or (a state nobody here set) another server process's.
    if (owner !== undefined ? owner !== connection : awareness.states.has(entry.clientId)) continue;
    if (state === null) {
      if (owner === connection) kept.push(entry);
      continue;
    }
    const presence = readPresenceState(state);
    if (!presence) return { ok: false, reason: 'malformed presence state' };
    if (presence.userId !== viewerId) return { ok: false, reason: 'presence state names another user' };
    if (owner === undefined) claimed.push(entry.clientId);
    kept.push(entry);
  }
  for (const clientId of claimed) owners.set(clientId, connection);
  return { ok: true, update: kept.length > 0 ? encodeEntries(kept) : null };
}

/** The client ids a connection set, to remove when it leaves. */
export function ownedBy(owners: PresenceOwners, connection: object): number[] {
  return [...owners].filter(([, owner]) => owner === connection).map(([clientId]) => clientId);
}

/** y-protocols' own rule (applyAwarenessUpdate): a newer clock, or a removal at the same clock. */
function wouldApply(awareness: Awareness, entry: Entry, removal: boolean): boolean {
  const current = awareness.meta.get(entry.clientId)?.clock ?? 0;
  return (
    current < entry.clock || (current === entry.clock && removal && awareness.states.has(entry.clientId))
  );
}

function decodeEntries(update: Uint8Array): Entry[] {
  const decoder = decoding.createDecoder(update);
  const count = decoding.readVarUint(decoder);
  const entries: Entry[] = [];
  for (let index = 0; index < count; index++) {
    const clientId = decoding.readVarUint(decoder);
    const clock = decoding.readVarUint(decoder);
    entries.push({ clientId, clock, json: decoding.readVarString(decoder) });
  }
  return entries;
}

function encodeEntries(entries: Entry[]): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, entries.length);
  for (const { clientId, clock, json } of entries) {
    encoding.writeVarUint(encoder, clientId);
    encoding.writeVarUint(encoder, clock);
    encoding.writeVarString(encoder, json);
  }
  return encoding.toUint8Array(encoder);
}
