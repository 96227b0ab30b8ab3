/**
 * The open map (DESIGN.md, "The spine"): the document, changed only through map actions, this viewer's
 * session on it (selection, current level, mode, rights), the undo history, and the ordered stream of
 * every change to either (`listen`), which is how the engine, the truth sync and the modified flag learn
 * what changed. One store per open map.
 */
import { action, makeObservable, observableRef } from 'mobx';
import type { LoadMapRecord } from '../api/persistence';
import { isPersonalisable, type MapRights } from '../model/access/operationModes';
import { applyAction } from '../model/actions/apply';
import {
  type AppliedStep,
  createHistory,
  type History,
  record,
  redo,
  setMode,
  undo,
} from '../model/actions/history';
import { isSessionAction, modifiesMap, truthReachOf } from '../model/actions/traits';
import type {
  ActionFailure,
  ActionSuccess,
  ChangedIds,
  DocumentAction,
  EditResult,
  MapAction,
  SessionAction,
} from '../model/actions/types';
import { type ChangeSet, changedParts } from '../model/changes/changeSet';
import {
  type ChangeListener,
  type ChangeOrigin,
  ChangeStream,
  type ListenFilter,
} from '../model/changes/stream';
import { NO_TRUTH_EFFECT, TRUTH_GRAPH_CHANGED, truthEffectOf } from '../model/changes/truthEffect';
import { applyInOrder, type PendingStep, type Reapplied, rebase } from '../model/live/rebase';
import { OPERATION_MODE, type OperationMode } from '../model/map/constants';
import { loadMap } from '../model/map/load';
import type { MapRecord } from '../model/map/record';
import type { MapDocument } from '../model/map/types';
import {
  type AuthorIds,
  authorIdsOf,
  mergeUserAdditions,
  personalEditProblem,
  type UserAdditions,
  userAdditionsOf,
} from '../model/map/userAdditions';
import { applySessionAction } from '../model/session/apply';
import { sessionChangesOf } from '../model/session/changes';
import { createSession, sessionRights, sessionView } from '../model/session/create';
import { reconcileSession } from '../model/session/reconcile';
import type { MapSession, SessionView } from '../model/session/types';
import { applyTruthValues, type TruthValuesInput } from '../model/truth/applyValues';
import { CalculatedTruth, type CalculatedValues } from './CalculatedTruth';

export type MapLoadState = { status: 'loading' } | { status: 'ready' } | { status: 'failed'; error: string };

/** Origins of the actions a caller applies; undo, redo, load and derived values come from the store itself. */
export type AppliedOrigin = Extract<ChangeOrigin, 'user' | 'remote' | 'replay'>;

export interface ApplyOptions {
  origin?: AppliedOrigin;
  /** Nodes to select once a document action is applied, in the same undo step (a command's new nodes). */
  select?: readonly string[];
}

const NO_MAP: ActionFailure = { ok: false, error: 'No map is open.' };

export class MapDocumentStore {
  /** The document: the map's content. */
  map: MapDocument | null = null;
  /** This viewer's session on it. */
  session: MapSession = createSession();
  record: MapRecord | null = null;
  state: MapLoadState = { status: 'loading' };
  history: History = createHistory();
  /** Set by every document change, cleared by a save (spec 2 section 4, Save state). */
  modified = false;
  /** Counts modifying changes, so a save knows whether more were made while it was under way. */
  private revision = 0;
  private readonly changes = new ChangeStream();
  /** What each node's inputs give, for its truth status (derived, like truth). */
  readonly calculatedTruth = new CalculatedTruth();
  /**
   * The author's nodes and connections where this viewer may personalise the map (issue 23): in
   * personalise mode the user's changes may not touch them. Null where the map is not personalisable.
   */
  authorIds: AuthorIds | null = null;

  constructor(private readonly loadRecord: LoadMapRecord) {
    makeObservable(this, {
      map: observableRef,
      session: observableRef,
      record: observableRef,
      state: observableRef,
      history: observableRef,
      modified: observableRef,
      authorIds: observableRef,
      load: action,
      setTruth: action,
      saved: action,
      additionsSaved: action,
      savedAsVersion: action,
      renamed: action,
      apply: action,
      rebase: action,
      replaceDocument: action,
      undo: action,
      redo: action,
      setMode: action,
    });
  }

  /** Loads the map; the stored document goes through the model's loader (maps load in review only). */
  async load(mapId: string): Promise<void> {
    this.state = { status: 'loading' };
    try {
      const { document, personalisable, canPersonalise, isPersonalised, userAdditions, ...record } =
        await this.loadRecord(mapId);
      const rights = sessionRights({ ...record, canPersonalise, isPersonalised });
      const author = { ...loadMap(document), id: record.id, name: record.name };
      if (!isPersonalisable(rights)) return this.loaded(author, record, rights, null);
      // The reader's additions over the author's current map: the author's later changes reach them.
      this.loaded(mergeUserAdditions(author, userAdditions), record, rights, authorIdsOf(author));
    } catch (error) {
      this.failed(error instanceof Error ? error.message : String(error));
    }
  }

  /**
   * Calls `listener` with every change to the map from now on (filtered by origin or scope), in the order
   * they were applied; answers how to stop.
   */
  listen(listener: ChangeListener, filter?: ListenFilter): () => void {
    return this.changes.listen(listener, filter);
  }

  /** The sequence number of the last change (0: none yet). */
  get lastSeq(): number {
    return this.changes.lastSeq;
  }

  /**
   * Applies a map action: a document action to the document (then `select`, if given, to the session), a
   * session action to the session. A refusal leaves both as they were and is answered to the caller. Only
   * the user's own actions are kept for undo.
   */
  apply(mapAction: MapAction, { origin = 'user', select }: ApplyOptions = {}): EditResult {
    if (this.map === null) return NO_MAP;
    const before = sessionView(this.session);
    const applied = this.applyOne(mapAction, origin);
    if (!applied.ok) return applied;
    if (select !== undefined && !isSessionAction(mapAction))
      this.applyOne({ type: 'setSelection', nodeIds: [...select] }, origin);
    if (origin === 'user') {
      const view = isSessionAction(mapAction) ? {} : { before, after: sessionView(this.session) };
      this.history = record(this.history, { action: mapAction, inverse: applied.inverse, ...view });
    }
    return { ok: true };
  }

  /** Calculated truth values (from the truth worker): derived, so neither recorded nor modifying. */
  setTruth(values: TruthValuesInput & CalculatedValues): void {
    if (this.map === null) return;
    this.calculatedTruth.take(values);
    const { map, changedNodeIds } = applyTruthValues(this.map, values);
    if (changedNodeIds.length === 0) return;
    this.map = map;
    this.changes.append({
      origin: 'derived',
      scope: 'document',
      changed: { nodes: changedNodeIds, connections: [], parts: [] },
      truth: NO_TRUTH_EFFECT,
    });
  }

  /** A mark to hand back to `saved`: which changes the document being saved holds. */
  get savePoint(): number {
    return this.revision;
  }

  /**
   * The server stored the document taken at `savePoint`, as `record` says (its new version and, after
   * a save-as, its new id and name). Changes made while the save was under way keep the map modified.
   */
  saved(record: MapRecord, savePoint: number): void {
    // A save answers no copy flag: the same map keeps the one it was loaded with.
    const kept = this.record?.id === record.id ? this.record.copyAllowed : undefined;
    this.record =
      record.copyAllowed === undefined && kept !== undefined ? { ...record, copyAllowed: kept } : record;
    this.modified = this.revision !== savePoint;
    if (this.map) this.map = { ...this.map, id: record.id, name: record.name };
  }

  /**
   * The document as it stood at `savePoint` was saved as the map's version `saved` by the server itself
   * (a live session's checkpoint): the record moves on, and later changes keep the map modified.
   */
  savedAsVersion(saved: { version: number; updated: string }, savePoint: number): void {
    if (this.record) this.record = { ...this.record, ...saved };
    this.modified = this.revision !== savePoint;
  }

  /**
   * The user's additions taken at `savePoint` are stored (issue 23): changes made meanwhile keep the map
   * modified, and the map is personalised for the user while they keep any additions.
   */
  additionsSaved(savePoint: number, kept: boolean): void {
    this.modified = this.revision !== savePoint;
    this.session = { ...this.session, rights: { ...this.session.rights, isPersonalised: kept } };
  }

  /**
   * The map was renamed on the server (renameMap moves the version on). The open map takes the new name;
   * it takes the new version only when the rename is the one change since its own, so a save made
   * elsewhere in between is still reported on the next save. The rename is not an unsaved change.
   */
  renamed(renamed: { name: string; version: number; updated: string }): void {
    if (!this.record) return;
    const follows = renamed.version === this.record.version + 1;
    this.record = {
      ...this.record,
      name: renamed.name,
      ...(follows ? { version: renamed.version, updated: renamed.updated } : {}),
    };
    if (this.map) this.map = { ...this.map, name: renamed.name };
  }

  /**
   * A member's op (live edit) put beneath this user's edits the server has not yet confirmed, `dropped`
   * (by position) left out of them, as one remote change naming only what differs in the end (see
   * model/live/rebase): the user's own work is neither taken away for a moment nor marked as a member's.
   * Answers each pending edit applied again.
   */
  rebase(
    pending: readonly PendingStep[],
    change: DocumentAction | null,
    dropped?: ReadonlySet<number>,
  ): Reapplied[] {
    const before = this.map;
    if (before === null) return [];
    const rebased = rebase(before, pending, change, dropped);
    const after = rebased.map;
    if (after !== before) {
      this.map = after;
      if (rebased.modifies) this.markModified();
      const changed: ChangeSet = { ...rebased.changed, parts: changedParts(before, after) };
      const truth = truthEffectOf(before, after, changed, rebased.truthReach);
      this.changes.append({ origin: 'remote', scope: 'document', changed, truth });
    }
    this.moveSession(reconcileSession(this.session, after), 'remote');
    return rebased.reapplied;
  }

  /**
   * The whole document as another place holds it (joining a live session), with this user's edits not
   * yet confirmed applied over it (answered in order): the session stays, following the new document; the
   * history starts again, since its steps were made on the old one.
   */
  replaceDocument(map: MapDocument, pending: readonly DocumentAction[] = []): Reapplied[] {
    if (this.map === null) return [];
    const withPending = applyInOrder(map, pending);
    this.map = { ...withPending.map, id: this.map.id, name: this.map.name };
    this.history = createHistory(this.history.mode);
    this.modified = false;
    this.calculatedTruth.clear();
    this.changes.append({ origin: 'remote', scope: 'document', changed: 'all', truth: TRUTH_GRAPH_CHANGED });
    this.moveSession(reconcileSession(this.session, this.map), 'remote');
    return withPending.reapplied;
  }

  undo(): void {
    this.step(undo, 'undo');
  }

  redo(): void {
    this.step(redo, 'redo');
  }

  /** The operation mode: the session's, and the history's (which pauses or clears on some modes). */
  setMode(mode: OperationMode): void {
    this.history = setMode(this.history, mode);
    this.session = { ...this.session, operationMode: mode };
  }

  private step(move: typeof undo, origin: 'undo' | 'redo'): void {
    if (this.map === null) return;
    const result = move(this.history, (mapAction) => this.applyOne(mapAction, origin));
    // A step that can no longer be taken leaves the history without it, rather than stuck before it.
    if (result.history) this.history = result.history;
    if (!result.ok) return;
    if (result.view) this.restoreView(result.view, origin);
  }

  /** One action applied to the document or the session, appended to the stream. */
  private applyOne(mapAction: MapAction, origin: ChangeOrigin): AppliedStep {
    const map = this.map;
    if (map === null) return NO_MAP;
    if (isSessionAction(mapAction)) {
      const result = applySessionAction(this.session, map, mapAction);
      if (!result.ok) return result;
      this.moveSession(reconcileSession(result.session, map), origin, mapAction, result.inverse);
      return result;
    }
    const result = applyAction(map, mapAction);
    if (!result.ok) return result;
    const confined = this.personalProblem(origin, map, result);
    if (confined !== null) return { ok: false, error: confined };
    this.commit(origin, mapAction, result.inverse, result.map, result.changed);
    // Whoever changed the document, this viewer's session follows it (a deleted node is selected no more).
    this.moveSession(reconcileSession(this.session, result.map), origin);
    return result;
  }

  /**
   * While personalising, the user's own changes (and their undoing) may touch only what they added
   * (issue 23); others' changes and derived values are not theirs to confine.
   */
  private personalProblem(origin: ChangeOrigin, before: MapDocument, result: ActionSuccess): string | null {
    if (this.authorIds === null || this.session.operationMode !== OPERATION_MODE.PERSONALISE) return null;
    if (origin !== 'user' && origin !== 'undo' && origin !== 'redo') return null;
    return personalEditProblem(this.authorIds, before, result.map, result.changed);
  }

  /** The reader's additions as they are now, for saving them (null where the map is not personalisable). */
  get userAdditions(): UserAdditions | null {
    return this.map && this.authorIds ? userAdditionsOf(this.map, this.authorIds) : null;
  }

  /** The map after a document action: set, counted as modified, and appended to the stream. */
  private commit(
    origin: ChangeOrigin,
    applied: DocumentAction,
    inverse: DocumentAction,
    after: MapDocument,
    ids: ChangedIds,
  ): void {
    const before = this.map as MapDocument;
    this.map = after;
    if (modifiesMap(applied)) this.markModified();
    const changed: ChangeSet = { ...ids, parts: changedParts(before, after) };
    this.changes.append({
      origin,
      scope: 'document',
      action: applied,
      inverse,
      changed,
      truth: truthEffectOf(before, after, changed, truthReachOf(applied)),
    });
  }

  /** Undo and redo take the user back to where a document step left them, as far as the map allows. */
  private restoreView(view: SessionView, origin: ChangeOrigin): void {
    if (this.map === null) return;
    this.moveSession(reconcileSession({ ...this.session, ...view }, this.map), origin);
  }

  /** The session after a change, appended to the stream as session changes (`sessionChangesOf`). */
  private moveSession(
    next: MapSession,
    origin: ChangeOrigin,
    made?: SessionAction,
    inverse?: SessionAction,
  ): void {
    const previous = this.session;
    if (next === previous && made === undefined) return;
    this.session = next;
    const action = made && { action: made, ...(inverse && { inverse }) };
    for (const change of sessionChangesOf(previous, next, origin, action, this.map ?? undefined))
      this.changes.append(change);
  }

  private markModified(): void {
    this.revision++;
    this.modified = true;
  }

  private loaded = action(
    (map: MapDocument, record: MapRecord, rights: MapRights, authorIds: AuthorIds | null) => {
      this.map = map;
      this.authorIds = authorIds;
      this.calculatedTruth.clear();
      this.record = record;
      this.session = createSession({ rights });
      this.history = createHistory(this.session.operationMode);
      this.modified = false;
      this.state = { status: 'ready' };
      this.changes.append({ origin: 'load', scope: 'document', changed: 'all', truth: TRUTH_GRAPH_CHANGED });
    },
  );

  private failed = action((error: string) => {
    this.state = { status: 'failed', error };
  });
}
