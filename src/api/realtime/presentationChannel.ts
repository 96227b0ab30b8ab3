/**
 * Remote displays' events on the realtime socket (`/smartremote`; spec 3 sections 4.2 and 7, issue 25):
 * a thin typed wrapper of one socket following one map, speaking for one presentation. What it sends
 * names the map and presentation and waits for the server's answer; what it hears is read through the
 * model's schemas and kept only when it names the same map and presentation (a map's room hears all of
 * its presentations).
 */
import type { Socket } from 'socket.io-client';
import type { ActionMode } from '../../model/presentation/constants';
import { REMOTE_DISPLAY_MESSAGES } from '../../model/presentation/messages';
import {
  type ActionPayload,
  type ReplayStatusInput,
  type ReplayStatusPayload,
  readRemotePayload,
  type StatusRequestPayload,
} from '../../model/presentation/remote';
import { type FollowAnswer, followingSocket } from './remoteStatus';

/** The server's answer to a sent event: done, or why not (its code and its text for the user). */
export type PresentationAnswer = FollowAnswer;
export type PresentationRefusal = Extract<PresentationAnswer, { ok: false }>;

/** How long a sent event waits for the server's answer. */
const ANSWER_TIMEOUT_MS = 10_000;

const UNREACHABLE: PresentationRefusal = {
  ok: false,
  code: 'UNREACHABLE',
  message: REMOTE_DISPLAY_MESSAGES.unreachable,
};

export interface PresentationChannelOptions {
  /** Told whenever the socket has joined the map's room (again, after a reconnection) or lost it. */
  onJoined: (joined: boolean, refusal?: PresentationRefusal) => void;
  /** The server, where it is not the page's own (a client outside the browser). */
  url?: string;
  /** Headers a browser would send on the upgrade itself (its cookies and origin), for such a client. */
  extraHeaders?: Record<string, string>;
}

export interface PresentationChannel {
  /** In the map's room: what is sent now reaches the other displays. */
  readonly joined: boolean;
  sendReplayStatus(status: Omit<ReplayStatusInput, 'mapId' | 'presentationId'>): Promise<PresentationAnswer>;
  sendAction(actionMode: ActionMode, action: ActionPayload['action']): Promise<PresentationAnswer>;
  /** Asks the room's presenter where the replay is; the answer comes as a replay status. */
  requestStatus(): Promise<PresentationAnswer>;
  onReplayStatus(listener: (status: ReplayStatusPayload) => void): () => void;
  onAction(listener: (action: ActionPayload) => void): () => void;
  onStatusRequest(listener: (request: StatusRequestPayload) => void): () => void;
  close(): void;
}

export function openPresentationChannel(
  mapId: string,
  presentationId: string,
  { onJoined, url, extraHeaders }: PresentationChannelOptions,
): PresentationChannel {
  let joined = false;
  const socket: Socket = followingSocket(
    mapId,
    { reconnection: true, url, extraHeaders },
    (following, answer) => {
      joined = following;
      onJoined(following, answer && !answer.ok ? answer : undefined);
    },
  );

  const send = async (event: string, payload: object): Promise<PresentationAnswer> => {
    // Not buffered while away: a stale status sent on reconnection would move the room back.
    if (!joined) return UNREACHABLE;
    try {
      return (await socket.timeout(ANSWER_TIMEOUT_MS).emitWithAck(event, payload)) as PresentationAnswer;
    } catch {
      return UNREACHABLE;
    }
  };

  const ours = (payload: { mapId: string; presentationId?: string }) =>
    payload.mapId === mapId && (payload.presentationId ?? presentationId) === presentationId;

  /** Listens to `event`, keeping what reads well and names this presentation (a request may name none). */
  const subscribe = <E extends 'replayStatus' | 'action' | 'statusRequest'>(
    event: E,
    listener: (payload: NonNullable<ReturnType<typeof readRemotePayload<E>>>) => void,
  ) => {
    const heard = (raw: unknown) => {
      const payload = readRemotePayload(event, raw);
      if (payload && ours(payload)) listener(payload);
    };
    const name: string = event;
    socket.on(name, heard);
    return () => void socket.off(name, heard);
  };

  return {
    get joined() {
      return joined;
    },
    sendReplayStatus: (status) => send('replayStatus', { mapId, presentationId, ...status }),
    sendAction: (actionMode, action) => send('action', { mapId, presentationId, actionMode, action }),
    requestStatus: () => send('statusRequest', { mapId, presentationId }),
    onReplayStatus: (listener) => subscribe('replayStatus', listener),
    onAction: (listener) => subscribe('action', listener),
    onStatusRequest: (listener) => subscribe('statusRequest', listener),
    close() {
      joined = false;
      socket.removeAllListeners();
      socket.close();
    },
  };
}
