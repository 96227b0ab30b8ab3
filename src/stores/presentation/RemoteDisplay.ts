/**
 * One display of a presentation shown on several screens (spec 3 sections 3 and 4.2; issue 25), wired to
 * its PresentationPlayer and the realtime channel. A leader (Video, VideoMap, or a presenter's Standalone
 * that leads) tells the room where its replay is whenever its status or step changes or its time jumps,
 * and answers late joiners' requests. A follower (Navigator, Observer, VideoObserver) asks where the
 * replay is when it joins, then moves its player as each status says (src/model/presentation/follow.ts
 * decides how). A Standalone viewer follows itself until it chooses to follow the room, and gets its own
 * place back when it stops. Only the server decides who may lead; its refusals are shown in `error`.
 */
import { action, compareStructural, makeObservable, observable, observableRef, reaction } from 'mobx';
import type {
  PresentationAnswer,
  PresentationChannel,
  PresentationChannelOptions,
} from '../../api/realtime/presentationChannel';
import {
  ACTION_MODE,
  PLAYBACK,
  REPLAY_STATUS,
  type ReplayStatus,
  type SubMode,
} from '../../model/presentation/constants';
import {
  type DisplayRole,
  displayRole,
  followerMoves,
  type OwnPlace,
  placeAfterFollowing,
  placeBeforeFollowing,
} from '../../model/presentation/follow';
import type { ActionPayload, ReplayStatusPayload } from '../../model/presentation/remote';
import type { PresentationPlayer } from './PresentationPlayer';

export interface RemoteDisplayDeps {
  player: PresentationPlayer;
  subMode: SubMode;
  /** A Standalone display whose presenter chose to lead the room (ignored by the other sub-modes). */
  lead?: boolean;
  /** Opens the channel of this map and presentation (src/api/realtime/presentationChannel.ts). */
  openChannel: (options: Pick<PresentationChannelOptions, 'onJoined'>) => PresentationChannel;
  /** Milliseconds of wall-clock time, to tell a seek from time passing; performance.now by default. */
  now?: () => number;
}

/** Where the leader's replay is, as the reaction that watches it sees it. */
interface ReplayPlace {
  status: ReplayStatus;
  step: number;
  timeMs: number;
}

export class RemoteDisplay {
  /** In the map's room: what this display sends or asks reaches the others. */
  connected = false;
  /** Moving with the room's leader: always for a follower, on request for a Standalone, never for a leader. */
  following: boolean;
  /** The last replay status heard from the leader of this presentation. */
  leaderStatus: ReplayStatusPayload | null = null;
  /** The server's last refusal (or an unreachable room), for the user; cleared by the next success. */
  error: string | null = null;
  readonly role: DisplayRole;

  private readonly player: PresentationPlayer;
  private readonly subMode: SubMode;
  private readonly now: () => number;
  private readonly channel: PresentationChannel;
  private readonly disposers: (() => void)[] = [];
  /** A Standalone viewer's place before following, to give back when it stops. */
  private ownPlace: OwnPlace | null = null;
  /** When the leader's replay was last seen, to tell a seek from time passing. */
  private lastSeenAt: number;

  constructor({
    player,
    subMode,
    lead = false,
    openChannel,
    now = () => performance.now(),
  }: RemoteDisplayDeps) {
    this.player = player;
    this.subMode = subMode;
    this.now = now;
    this.role = displayRole(subMode, lead);
    this.following = this.role === 'follower';
    this.lastSeenAt = now();
    makeObservable<this, 'joinedChanged' | 'answered' | 'heardStatus' | 'heardAction'>(this, {
      connected: observable,
      following: observable,
      leaderStatus: observableRef,
      error: observable,
      follow: action,
      stopFollowing: action,
      joinedChanged: action,
      answered: action,
      heardStatus: action,
      heardAction: action,
    });
    this.channel = openChannel({
      onJoined: (joined, refusal) => this.joinedChanged(joined, refusal?.message),
    });
    if (this.role === 'leader') this.leadRoom();
    else this.hearLeader();
  }

  get leading(): boolean {
    return this.role === 'leader';
  }

  /** A Standalone viewer follows the room's leader, keeping its own place to come back to. */
  follow(): void {
    if (this.role !== 'standalone' || this.following) return;
    this.ownPlace = placeBeforeFollowing(this.player);
    this.following = true;
    if (this.channel.joined) void this.channel.requestStatus().then(this.answered);
  }

  /** Spec 4.2: a Standalone viewer that stops following pauses, and goes back to its own place. */
  stopFollowing(): void {
    if (this.role !== 'standalone' || !this.following) return;
    this.following = false;
    this.player.pause();
    const place = placeAfterFollowing(this.ownPlace, this.player.length);
    this.ownPlace = null;
    if (place.timeMs !== undefined) this.player.seek(place.timeMs);
    if (this.player.step !== place.step) this.player.moveToStep(place.step);
  }

  dispose(): void {
    for (const dispose of this.disposers.splice(0)) dispose();
    this.channel.close();
  }

  private joinedChanged(joined: boolean, refusal: string | undefined): void {
    this.connected = joined;
    if (refusal) this.error = refusal;
    if (!joined) return;
    // The room may have moved on (or joined) while this display was away.
    if (this.leading) this.sendStatus();
    else if (this.following) void this.channel.requestStatus().then(this.answered);
  }

  private leadRoom(): void {
    this.disposers.push(
      reaction(
        (): ReplayPlace => ({
          status: this.player.status,
          step: this.player.step,
          timeMs: this.player.timeMs,
        }),
        (now, before) => this.replayMoved(now, before),
        { equals: compareStructural },
      ),
      this.channel.onStatusRequest(() => this.sendStatus()),
    );
  }

  private replayMoved(now: ReplayPlace, before: ReplayPlace): void {
    const seenAt = this.now();
    const elapsed =
      before.status === REPLAY_STATUS.PLAYING ? (seenAt - this.lastSeenAt) * this.player.speed : 0;
    this.lastSeenAt = seenAt;
    const jumped = Math.abs(now.timeMs - (before.timeMs + elapsed)) > PLAYBACK.externalRequestToleranceMs;
    if (now.status !== before.status || now.step !== before.step || jumped) this.sendStatus();
    // Primary displays send play and pause as actions too (spec 4.2), for displays that act on them.
    if (now.status !== before.status && now.status !== REPLAY_STATUS.STOPPED)
      void this.channel
        .sendAction(ACTION_MODE.PRIMARY, { type: now.status === REPLAY_STATUS.PLAYING ? 'play' : 'pause' })
        .then(this.answered);
  }

  /** Tells the room where the replay is now (nothing while out of the room: it is told again on joining). */
  private sendStatus(): void {
    if (!this.channel.joined) return;
    void this.channel
      .sendReplayStatus({
        status: this.player.status,
        timestamp: this.player.timeMs,
        replayIndex: this.player.step,
      })
      .then(this.answered);
  }

  private readonly answered = (answer: PresentationAnswer): void => {
    this.error = answer.ok ? null : answer.message;
  };

  private hearLeader(): void {
    this.disposers.push(
      this.channel.onReplayStatus((status) => this.heardStatus(status)),
      this.channel.onAction((payload) => this.heardAction(payload)),
    );
  }

  private heardStatus(status: ReplayStatusPayload): void {
    this.leaderStatus = status;
    if (!this.following) return;
    const { player } = this;
    const moves = followerMoves(player, status, this.subMode);
    if (moves.seekMs !== undefined) player.seek(moves.seekMs);
    // A step this display's copy of the presentation lacks is ignored (the leader's may be newer).
    if (moves.step !== undefined && moves.step <= player.length && player.step !== moves.step)
      player.moveToStep(moves.step);
    if (moves.play) player.play();
    if (moves.pause) player.pause();
    if (moves.stop) player.stop();
  }

  /** Play and pause from the primary display; the replay status that comes with them says the rest. */
  private heardAction({ actionMode, action: step }: ActionPayload): void {
    if (!this.following || actionMode !== ACTION_MODE.PRIMARY) return;
    if (step.type === 'play') this.player.play();
    if (step.type === 'pause') this.player.pause();
  }
}
