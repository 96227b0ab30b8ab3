/**
 * This user's part in a map's live session (spec 2 section 4, "Live edit"; issue 24): joins it, sends the
 * user's own document changes as edits, and takes the server's ordered ops into the open map. The user's
 * edits show at once; until the server's order confirms them they are pending (`live/PendingEdits.ts`),
 * and a member's op that comes first is put beneath them (tldraw-sync and Figma's multiplayer work this
 * way). An edit the server refuses is taken out the same way, with the reason told.
 */
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { LiveChannel, LiveChannelOptions } from '../api/live/liveChannel';
import { isUserAction } from '../model/actions/traits';
import type { DocumentAction } from '../model/actions/types';
import type { MapChange } from '../model/changes/stream';
import { newId } from '../model/ids';
import { isLiveOwner, type LiveMembership, membershipOf } from '../model/live/membership';
import { LIVE_MESSAGES } from '../model/live/messages';
import { OpInbox } from '../model/live/opInbox';
import type { InitialActions, LiveAnswer, LiveOp, LiveSessionInfo } from '../model/live/protocol';
import { loadMap } from '../model/map/load';
import { type PendingEdit, PendingEdits } from './live/PendingEdits';
import type { MapDocumentStore } from './MapDocumentStore';

/** How long ops may wait behind a missing one before it is asked for again. */
const GAP_WAIT_MS = 1_000;
/** A join refused for a passing reason is tried again after this, doubled each time up to the most. */
const REJOIN_FIRST_MS = 1_000;
const REJOIN_MOST_MS = 16_000;

export type LiveStatus =
  /** Connecting, or joining the session. */
  | 'connecting'
  /** In the session. */
  | 'live'
  /** The map has no live session (yet). */
  | 'none'
  /** The session this user was in has ended. */
  | 'ended';

export interface LiveEditSessionDeps {
  document: MapDocumentStore;
  mapId: string;
  userId: string;
  openChannel: (options: Pick<LiveChannelOptions, 'onConnection'>) => LiveChannel;
  /** Tells the user something (a refused edit, a change to their part in the session). */
  notify: (alert: { alertType: 'error' | 'info' | 'success'; text: string }) => void;
}

export class LiveEditSession {
  status: LiveStatus = 'connecting';
  session: LiveSessionInfo | null = null;
  connected = false;
  /** Edits sent and not yet in the server's order. */
  readonly pending: PendingEdits;
  /** A join was refused for a passing reason and will be tried again. */
  rejoinPending = false;
  private readonly inbox = new OpInbox(0);
  /** The op each inverse undoes: an undo of an edit made in the session names it (server's check). */
  private readonly undoTargets = new WeakMap<object, string>();
  private readonly channel: LiveChannel;
  private readonly stopListening: () => void;
  private readonly unsubscribes: (() => void)[] = [];
  private gapTimer: ReturnType<typeof setTimeout> | undefined;
  private joining: Promise<string | null> | null = null;
  private rejoinTimer: ReturnType<typeof setTimeout> | undefined;
  /** Joins refused in a row for a passing reason. */
  private refusedJoins = 0;
  private disposed = false;

  constructor(private readonly deps: LiveEditSessionDeps) {
    makeObservable<LiveEditSession, 'joined' | 'take' | 'refused' | 'setConnected'>(this, {
      status: observable,
      session: observableRef,
      connected: observable,
      rejoinPending: observable,
      membership: computed,
      isEditor: computed,
      isOwner: computed,
      joined: action,
      take: action,
      refused: action,
      setConnected: action,
    });
    this.pending = new PendingEdits(deps.document, (text) => deps.notify({ alertType: 'error', text }));
    this.channel = deps.openChannel({ onConnection: (connected) => this.setConnected(connected) });
    const { mapId } = deps;
    const ofThisMap =
      <Payload extends { mapId: string }>(listener: (payload: Payload) => void) =>
      (payload: Payload) => {
        if (payload.mapId === mapId) listener(payload);
      };
    const membershipChanged = ofThisMap((payload: { mapId: string; session: LiveSessionInfo }) =>
      this.membershipChanged(payload.session),
    );
    this.unsubscribes.push(
      this.channel.on(
        'edit',
        ofThisMap(({ ops }) => {
          for (const op of ops) this.take(op);
        }),
      ),
      this.channel.on('join', membershipChanged),
      this.channel.on('leave', membershipChanged),
      this.channel.on(
        'give',
        ofThisMap(({ session, userId }) => {
          this.membershipChanged(session);
          if (userId === deps.userId) deps.notify({ alertType: 'info', text: LIVE_MESSAGES.givenToYou });
        }),
      ),
      this.channel.on(
        'rescind',
        ofThisMap(({ session, userId }) => {
          this.membershipChanged(session);
          if (userId === deps.userId)
            deps.notify({ alertType: 'info', text: LIVE_MESSAGES.rescindedFromYou });
        }),
      ),
      this.channel.on(
        'start',
        ofThisMap(() => void this.join()),
      ),
      this.channel.on(
        'stop',
        // Only this session's end: word of an earlier one may come late (several processes tell it).
        ofThisMap(({ sessionId }) => {
          if (!this.session || this.session.sessionId === sessionId) this.ended();
        }),
      ),
    );
    this.stopListening = deps.document.listen((change) => this.send(change), {
      origin: ['user', 'undo', 'redo'],
      scope: 'document',
    });
  }

  /** The last revision of the session taken in order. */
  get rev(): number {
    return this.inbox.rev;
  }

  get membership(): LiveMembership {
    return this.status === 'live' ? membershipOf(this.session, this.deps.userId) : 'none';
  }

  get isEditor(): boolean {
    return this.membership === 'editing';
  }

  get isOwner(): boolean {
    return this.status === 'live' && isLiveOwner(this.session, this.deps.userId);
  }

  /** Starts the map's session (the owner) and joins it. */
  async start(): Promise<string | null> {
    const answer = await this.channel.request('start', { mapId: this.deps.mapId });
    if (!answer.ok) return answer.message;
    return this.join();
  }

  /**
   * Joins the session; on a reconnect, asks only for what was missed and sends what was not confirmed.
   * One join at a time: Start, the session's start heard on the socket and a reconnect may all ask.
   */
  join(): Promise<string | null> {
    this.joining ??= this.joinOnce().finally(() => {
      this.joining = null;
    });
    return this.joining;
  }

  private async joinOnce(): Promise<string | null> {
    const rejoining = this.status === 'live';
    const answer = await this.channel.request('join', {
      mapId: this.deps.mapId,
      ...(rejoining && this.since()),
    });
    if (this.disposed) return null;
    if (!answer.ok) {
      // No session (any more), or no right to it (a share removed meanwhile): the user is out of it.
      if (answer.code === 'NOT_FOUND' || answer.code === 'FORBIDDEN')
        runInAction(() => this.ended(rejoining ? 'ended' : 'none'));
      else this.rejoinLater(answer.message);
      return answer.message;
    }
    runInAction(() => {
      this.refusedJoins = 0;
      this.rejoinPending = false;
    });
    this.joined(answer);
    for (const edit of this.pending.edits) void this.submit(edit);
    return null;
  }

  give(userId: string): Promise<string | null> {
    return this.ask(this.channel.request('give', { mapId: this.deps.mapId, userId }));
  }

  rescind(userId: string): Promise<string | null> {
    return this.ask(this.channel.request('rescind', { mapId: this.deps.mapId, userId }));
  }

  /** Ends the session for everyone (its owner); the server saves the map first. */
  stop(): Promise<string | null> {
    return this.ask(this.channel.request('stop', { mapId: this.deps.mapId }));
  }

  /** Saves the live document as the map's new version, once this user's pending edits are in. */
  async checkpoint(): Promise<{ version: number; updated: string }> {
    const answer = await this.channel.request('checkpoint', { mapId: this.deps.mapId });
    if (!answer.ok) throw new Error(answer.message);
    return { version: answer.version, updated: answer.updated };
  }

  dispose(): void {
    this.disposed = true;
    clearTimeout(this.gapTimer);
    this.gapTimer = undefined;
    clearTimeout(this.rejoinTimer);
    this.stopListening();
    for (const unsubscribe of this.unsubscribes) unsubscribe();
    if (this.status === 'live') void this.channel.request('leave', { mapId: this.deps.mapId });
    this.channel.close();
  }

  /** Where this member is in the session: what a rejoin or a catch-up asks to continue from. */
  private since(): { sinceRev: number; sessionId?: string } {
    return { sinceRev: this.inbox.rev, ...(this.session && { sessionId: this.session.sessionId }) };
  }

  private async ask(request: Promise<LiveAnswer>): Promise<string | null> {
    const answer = await request;
    return answer.ok ? null : answer.message;
  }

  /**
   * A join refused for a passing reason (too many requests, a server error, no answer in time) is tried
   * again while connected, later each time; the user is told once, not at every try.
   */
  private rejoinLater(message: string): void {
    if (this.refusedJoins === 0) this.deps.notify({ alertType: 'error', text: message });
    const wait = Math.min(REJOIN_MOST_MS, REJOIN_FIRST_MS * 2 ** this.refusedJoins);
    runInAction(() => {
      this.refusedJoins += 1;
      this.rejoinPending = true;
    });
    clearTimeout(this.rejoinTimer);
    this.rejoinTimer = setTimeout(() => {
      if (this.connected && !this.disposed) void this.join();
    }, wait);
  }

  private setConnected(connected: boolean): void {
    this.connected = connected;
    // A connection coming back joins at once.
    clearTimeout(this.rejoinTimer);
    if (!connected || this.disposed) return;
    // Follows the map too: a session started later is heard of (`start`), and the user count kept.
    this.channel.follow(this.deps.mapId);
    void this.join();
  }

  private joined(initial: InitialActions): void {
    this.session = initial.session;
    this.status = 'live';
    if (initial.document) {
      // Edits not yet confirmed go on top of the document as the session holds it.
      this.pending.under(loadMap(initial.document));
      this.inbox.reset(initial.baseRev);
    }
    for (const op of initial.actions) this.take(op);
  }

  private membershipChanged = action((session: LiveSessionInfo) => {
    if (this.session && session.sessionId !== this.session.sessionId) return;
    this.session = session;
  });

  private ended = action((status: 'ended' | 'none' = 'ended') => {
    const wasLive = this.status === 'live';
    this.status = status;
    this.session = null;
    this.pending.clear();
    if (wasLive) this.deps.notify({ alertType: 'info', text: LIVE_MESSAGES.stopped });
  });

  /** The user's own document change, sent as an edit (and kept pending until the server orders it). */
  private send(change: MapChange): void {
    const { action: changed, inverse } = change;
    if (this.status !== 'live' || !changed || !inverse) return;
    const edit: PendingEdit = {
      opId: newId(),
      action: changed as DocumentAction,
      inverse: inverse as DocumentAction,
    };
    const undoes = this.undoTargets.get(changed);
    if (undoes !== undefined) edit.undoes = undoes;
    this.undoTargets.set(inverse, edit.opId);
    this.pending.add(edit);
    void this.submit(edit);
  }

  private async submit(edit: PendingEdit): Promise<void> {
    // An inverse-only action is sent as the undo of the op it undoes; only those are accepted.
    const undoes = isUserAction(edit.action) ? undefined : edit.undoes;
    if (!isUserAction(edit.action) && undoes === undefined)
      return this.refused(edit.opId, LIVE_MESSAGES.unknownUndo);
    const answer = await this.channel.request('edit', {
      mapId: this.deps.mapId,
      ...(this.session && { sessionId: this.session.sessionId }),
      opId: edit.opId,
      baseRev: this.inbox.rev,
      action: edit.action,
      ...(undoes !== undefined && { undoes }),
    });
    // Unanswered (the connection dropped): it is sent again once joined again.
    if (answer.ok || answer.code === 'INTERNAL_SERVER_ERROR') return;
    this.refused(edit.opId, answer.message);
  }

  /** An op of the server's, in whatever order it came. */
  private take(op: LiveOp): void {
    for (const ready of this.inbox.receive(op)) this.pending.take(ready);
    if (!this.inbox.hasGap) {
      clearTimeout(this.gapTimer);
      this.gapTimer = undefined;
    } else this.awaitGap();
  }

  /** A gap still open a while after it showed is asked for, however many ops arrive meanwhile. */
  private awaitGap(): void {
    this.gapTimer ??= setTimeout(() => {
      this.gapTimer = undefined;
      void this.catchUp();
    }, GAP_WAIT_MS);
  }

  private async catchUp(): Promise<void> {
    const answer = await this.channel.request('requestInitialActions', {
      mapId: this.deps.mapId,
      ...this.since(),
    });
    if (this.disposed) return;
    if (answer.ok) this.joined(answer);
    // Asked again while the gap stays (the answer was lost with the connection, or refused).
    if (this.inbox.hasGap) this.awaitGap();
  }

  /** Takes a refused edit out from under the ones after it, and says why. */
  private refused(opId: string, message: string): void {
    if (this.pending.takeOut(opId)) this.deps.notify({ alertType: 'error', text: message });
  }
}
