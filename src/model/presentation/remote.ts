/**
 * Remote displays (spec 3 sections 3, 4.2 and 7; issue 25): the presentation events of the realtime socket
 * (`/smartremote`), one schema per event. The server reads every payload through them before it relays
 * anything, and relays what they answer (the status in upper case, unknown fields dropped); the client
 * builds its payloads from the same types. A map's followers share one room, so each event names its
 * presentation and a follower keeps only those of the presentation it shows.
 */
import { z } from 'zod';
import { ACTION_MODE } from './constants';
import { readReplayStatus } from './playback';

/** The largest presentation step an `action` may carry, as JSON: a step names a few nodes, not a map. */
export const REMOTE_ACTION_MAX_CHARS = 16_384;
/** Ids are as long as the map rooms take them (server/realtime/remoteEvents.ts `mapIdOf`). */
const ID_MAX_CHARS = 64;

const id = z.string().min(1).max(ID_MAX_CHARS);

/**
 * PLAYING, PAUSED or STOPPED in any case (older displays send lower case), read as upper case. The
 * server answers a malformed payload with its own text (server/realtime/messages.ts), so issues carry none.
 */
const replayStatus = z
  .string()
  .max(16)
  .transform((value, ctx) => {
    const status = readReplayStatus(value);
    if (status) return status;
    ctx.addIssue({ code: 'custom', input: value });
    return z.NEVER;
  });

export const replayStatusPayload = z.object({
  mapId: id,
  presentationId: id,
  status: replayStatus,
  /** Where the replay is, in milliseconds from the start of its media. */
  timestamp: z.number().nonnegative(),
  /** The step the replay is at. */
  replayIndex: z.int().nonnegative(),
});

/** A presentation step or replay action (next, seek, …): its type, and whatever little it carries. */
const remoteStep = z
  .looseObject({ type: z.string().min(1).max(64) })
  .refine((step) => JSON.stringify(step).length <= REMOTE_ACTION_MAX_CHARS);

export const actionPayload = z.object({
  mapId: id,
  presentationId: id,
  actionMode: z.enum(Object.values(ACTION_MODE)),
  action: remoteStep,
});

/** A late joiner asks the presenter where the replay is; without a presentation, of any. */
export const statusRequestPayload = z.object({
  mapId: id,
  presentationId: id.optional(),
});

/** What a display sends (the status in any case)… */
export type ReplayStatusInput = z.input<typeof replayStatusPayload>;
export type ActionInput = z.input<typeof actionPayload>;
/** …and what the server relays to the room. */
export type ReplayStatusPayload = z.output<typeof replayStatusPayload>;
export type ActionPayload = z.output<typeof actionPayload>;
export type StatusRequestPayload = z.output<typeof statusRequestPayload>;

export const REMOTE_PAYLOADS = {
  replayStatus: replayStatusPayload,
  action: actionPayload,
  statusRequest: statusRequestPayload,
} as const;
export type RemoteEvent = keyof typeof REMOTE_PAYLOADS;

/** The payload as the room hears it, or undefined where it is malformed. */
export function readRemotePayload<E extends RemoteEvent>(
  event: E,
  payload: unknown,
): z.output<(typeof REMOTE_PAYLOADS)[E]> | undefined {
  const parsed = REMOTE_PAYLOADS[event].safeParse(payload);
  return parsed.success ? (parsed.data as z.output<(typeof REMOTE_PAYLOADS)[E]>) : undefined;
}
