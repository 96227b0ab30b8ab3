/**
 * The server's copy of one live session's document, and the one place its edits are put in order
 * (DESIGN.md, "Live edit"): an edit is checked, applied with the model's own `applyAction`, given the next
 * revision and stored in the operation log before it is acknowledged and sent to the members. Edits that
 * arrive while a write is under way are written together in the next one (group commit), so one slow
 * round trip to the database does not cost each edit a round trip.
 */
import { isDeepStrictEqual } from 'node:util';
import type { Kysely } from 'kysely';
import { applyAction } from '../../src/model/actions/apply.ts';
import { isUserAction } from '../../src/model/actions/traits.ts';
import type { DocumentAction } from '../../src/model/actions/types.ts';
import { LIVE_MESSAGES } from '../../src/model/live/messages.ts';
import type { LiveAnswer, LiveEdit, LiveOp } from '../../src/model/live/protocol.ts';
import { storedMapDocument } from '../../src/model/map/stored.ts';
import type { MapDocument } from '../../src/model/map/types.ts';
import type { Tables } from '../db/tables.ts';
import {
  appendOps,
  findOp,
  type LoggedOp,
  OpIdTaken,
  opsAfter,
  opsWithIds,
  RevisionTaken,
  SessionEnded,
  saveSnapshot,
} from './liveLog.ts';

/** How many recent ops are kept in memory: catching up within them needs no snapshot. */
const RECENT_OPS = 5_000;
/** How many ops recalled from the log (edits resent after they left memory) are kept to answer again. */
const RECALLED_OPS = 1_000;
/** Edits written in one statement at most. */
const MAX_BATCH = 500;
/** A snapshot every so many ops, so a restarted server replays few (a 10k-node map's takes ~40 ms). */
export const SNAPSHOT_EVERY = 2_000;
/** Times a batch is tried again after another process took its revisions. */
const MAX_RETRIES = 8;

export type SubmitAnswer = LiveAnswer<{ rev: number }>;

interface Submission {
  edit: Pick<LiveEdit, 'opId' | 'baseRev' | 'action' | 'undoes'>;
  actorId: string;
  resolve: (answer: SubmitAnswer) => void;
}

export interface SequencerOptions {
  db: Kysely<Tables>;
  sessionId: string;
  document: MapDocument;
  rev: number;
  /** Ops just stored, in revision order: to be sent to the session's members. */
  onCommitted: (ops: LiveOp[]) => void;
  onError: (error: unknown) => void;
}

const refused = (message: string): SubmitAnswer => ({ ok: false, code: 'BAD_USER_INPUT', message });
const sessionEnded: SubmitAnswer = { ok: false, code: 'CONFLICT', message: LIVE_MESSAGES.otherSession };

export class LiveSequencer {
  private document: MapDocument;
  private revision: number;
  private readonly recent: LoggedOp[] = [];
  private readonly byOpId = new Map<string, LoggedOp>();
  /** Ops of resent edits, looked up in the log: not among the recent ones, so bounded on their own. */
  private readonly recalled = new Map<string, LoggedOp>();
  private readonly queue: Submission[] = [];
  private draining: Promise<void> | null = null;
  private snapshotRev: number;
  private snapshotting = false;

  constructor(private readonly options: SequencerOptions) {
    this.document = options.document;
    this.revision = options.rev;
    this.snapshotRev = options.rev;
  }

  get rev(): number {
    return this.revision;
  }

  get map(): MapDocument {
    return this.document;
  }

  /** Applies ops stored earlier (a restarted server's log, another process's edits). */
  replay(ops: readonly LoggedOp[]): void {
    for (const op of ops) {
      if (op.rev !== this.revision + 1) continue;
      const result = applyAction(this.document, op.action);
      // The log holds only ops that applied in this order; one that no longer does is skipped, not fatal.
      if (result.ok) this.document = result.map;
      this.revision = op.rev;
      this.remember(op);
    }
  }

  /** Queues an edit; answers once it is stored (with its revision) or refused. */
  submit(edit: Submission['edit'], actorId: string): Promise<SubmitAnswer> {
    return new Promise((resolve) => {
      this.queue.push({ edit, actorId, resolve });
      this.draining ??= this.drain().finally(() => {
        this.draining = null;
      });
    });
  }

  /** The ops after `rev` when they are all still in memory; null when a snapshot is needed instead. */
  opsAfter(rev: number): LiveOp[] | null {
    if (rev >= this.revision) return [];
    const first = this.recent[0];
    if (!first || first.rev > rev + 1) return null;
    return this.recent.filter((op) => op.rev > rev).map(liveOp);
  }

  /** Waits until every queued edit is stored or refused (a stop, a checkpoint). */
  async settled(): Promise<void> {
    while (this.draining) await this.draining;
  }

  /** Takes in what other processes stored since this one's last revision. */
  async catchUp(): Promise<void> {
    await this.settled();
    await this.takeLog();
  }

  private async takeLog(): Promise<void> {
    this.replay(await opsAfter(this.options.db, this.options.sessionId, this.revision));
  }

  /** Ops of the batch already in the log, no longer in memory: known again, they are answered as stored. */
  private async recallOps(batch: readonly LoggedOp[]): Promise<void> {
    const ids = batch.map((op) => op.opId);
    for (const op of await opsWithIds(this.options.db, this.options.sessionId, ids)) {
      this.recalled.set(op.opId, op);
      if (this.recalled.size > RECALLED_OPS)
        this.recalled.delete(this.recalled.keys().next().value as string);
    }
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, MAX_BATCH);
      try {
        await this.commit(batch);
      } catch (error) {
        this.options.onError(error);
        for (const submission of batch)
          submission.resolve({ ok: false, code: 'INTERNAL_SERVER_ERROR', message: 'Server error.' });
      }
    }
  }

  /** Sequences a batch on the document as it is; stores it; tries again after catching up if beaten. */
  private async commit(batch: readonly Submission[]): Promise<void> {
    // A member hears every process's ops; this process may not have them yet (another one stored them).
    if (batch.some(({ edit }) => edit.baseRev > this.revision)) await this.takeLog();
    for (let attempt = 0; ; attempt++) {
      let document = this.document;
      let rev = this.revision;
      const stored: LoggedOp[] = [];
      const answers: SubmitAnswer[] = [];
      for (const submission of batch) {
        const verdict = await this.sequence(submission, document, rev, stored);
        answers.push(verdict.answer);
        if (!verdict.op) continue;
        document = verdict.document;
        rev = verdict.op.rev;
        stored.push(verdict.op);
      }
      try {
        await appendOps(this.options.db, this.options.sessionId, stored);
      } catch (error) {
        if (error instanceof SessionEnded) {
          for (const submission of batch) submission.resolve(sessionEnded);
          return;
        }
        if (attempt >= MAX_RETRIES) throw error;
        if (error instanceof RevisionTaken) await this.takeLog();
        else if (error instanceof OpIdTaken) await this.recallOps(stored);
        else throw error;
        continue;
      }
      this.document = document;
      this.revision = rev;
      for (const op of stored) this.remember(op);
      for (const [index, submission] of batch.entries()) submission.resolve(answers[index] as SubmitAnswer);
      if (stored.length > 0) this.options.onCommitted(stored.map(liveOp));
      this.snapshotIfDue();
      return;
    }
  }

  /** One edit's fate on `document` at `rev`: a new op, the revision it already has, or a refusal. */
  private async sequence(
    { edit, actorId }: Submission,
    document: MapDocument,
    rev: number,
    batch: readonly LoggedOp[],
  ): Promise<
    { answer: SubmitAnswer; op?: undefined } | { answer: SubmitAnswer; op: LoggedOp; document: MapDocument }
  > {
    const known =
      this.byOpId.get(edit.opId) ?? this.recalled.get(edit.opId) ?? batch.find((op) => op.opId === edit.opId);
    if (known) {
      if (known.actorId !== actorId) return { answer: refused(LIVE_MESSAGES.unknownUndo) };
      return { answer: { ok: true, rev: known.rev } };
    }
    if (edit.baseRev > rev) return { answer: refused(LIVE_MESSAGES.outOfOrder) };
    const undoing = await this.undoing(edit, actorId, batch);
    if (typeof undoing === 'string') return { answer: refused(undoing) };
    const action = undoing ?? edit.action;
    const result = applyAction(document, action);
    if (!result.ok) return { answer: refused(LIVE_MESSAGES.refused(result.error)) };
    const op: LoggedOp = { rev: rev + 1, opId: edit.opId, actorId, action, inverse: result.inverse };
    return { answer: { ok: true, rev: op.rev }, op, document: result.map };
  }

  /**
   * An undo names the op it undoes, which must be the sender's own, and must send exactly what the server
   * itself recorded as that op's inverse: then that recorded action is applied (an inverse-only one skips
   * the rules a user's edit obeys, so only the server's own copy is trusted). Answers the action to apply,
   * null for an ordinary edit, or the refusal.
   */
  private async undoing(
    edit: Submission['edit'],
    actorId: string,
    batch: readonly LoggedOp[],
  ): Promise<DocumentAction | string | null> {
    if (edit.undoes === undefined) return isUserAction(edit.action) ? null : LIVE_MESSAGES.unknownUndo;
    const undone =
      this.byOpId.get(edit.undoes) ??
      batch.find((op) => op.opId === edit.undoes) ??
      (await findOp(this.options.db, this.options.sessionId, edit.undoes));
    if (!undone || undone.actorId !== actorId) return LIVE_MESSAGES.unknownUndo;
    return isDeepStrictEqual(undone.inverse, edit.action) ? undone.inverse : LIVE_MESSAGES.undoDiffers;
  }

  private remember(op: LoggedOp): void {
    this.recent.push(op);
    this.byOpId.set(op.opId, op);
    while (this.recent.length > RECENT_OPS) {
      const dropped = this.recent.shift();
      if (dropped) this.byOpId.delete(dropped.opId);
    }
  }

  /** Writes a snapshot now and then, off the edits' path; one at a time. */
  private snapshotIfDue(): void {
    if (this.snapshotting || this.revision - this.snapshotRev < SNAPSHOT_EVERY) return;
    this.snapshotting = true;
    const rev = this.revision;
    saveSnapshot(this.options.db, this.options.sessionId, storedSnapshot(this.document), rev)
      .then(() => {
        this.snapshotRev = rev;
      }, this.options.onError)
      .finally(() => {
        this.snapshotting = false;
      });
  }
}

/** The stored form of a live document (what a snapshot, a joining member and a checkpoint get). */
export function storedSnapshot(map: MapDocument): Record<string, unknown> {
  return storedMapDocument(map) as unknown as Record<string, unknown>;
}

function liveOp({ rev, opId, actorId, action }: LoggedOp): LiveOp {
  return { rev, opId, actorId, action: action as DocumentAction };
}
