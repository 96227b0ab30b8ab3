/**
 * The open map (DESIGN.md, "The spine"): the document, changed only through map actions, with its undo
 * history, and the ordered stream of its changes (`listen`), which is how the engine, the truth sync and
 * the modified flag learn what changed. One store per open map.
 */
import { action, makeObservable, observableRef } from 'mobx';
import type { LoadMapRecord } from '../api/persistence';
import { applyAction } from '../model/actions/apply';
import { createHistory, type History, record, redo, setMode, undo } from '../model/actions/history';
import { modifiesMap, scopeOf, truthReachOf } from '../model/actions/traits';
import type { ActionResult, ChangedIds, MapAction } from '../model/actions/types';
import { type ChangeSet, changedParts } from '../model/changes/changeSet';
import {
  type ChangeListener,
  type ChangeOrigin,
  ChangeStream,
  type ListenFilter,
} from '../model/changes/stream';
import { NO_TRUTH_EFFECT, TRUTH_GRAPH_CHANGED, truthEffectOf } from '../model/changes/truthEffect';
import type { OperationMode } from '../model/map/constants';
import { loadMap } from '../model/map/load';
import type { MapRecord } from '../model/map/record';
import type { MapDocument } from '../model/map/types';
import { applyTruthValues, type TruthValuesInput } from '../model/truth/applyValues';

export type MapLoadState = { status: 'loading' } | { status: 'ready' } | { status: 'failed'; error: string };

/** Origins of the actions a caller applies; undo, redo, load and derived values come from the store itself. */
export type AppliedOrigin = Extract<ChangeOrigin, 'user' | 'remote' | 'replay'>;

export type { MapRecord };

export class MapDocumentStore {
  map: MapDocument | null = null;
  record: MapRecord | null = null;
  state: MapLoadState = { status: 'loading' };
  history: History = createHistory();
  /** Set by every change but a selection, cleared by a save (spec 2 section 4, Save state). */
  modified = false;
  /** Counts modifying changes, so a save knows whether more were made while it was under way. */
  private revision = 0;
  private readonly changes = new ChangeStream();

  constructor(private readonly loadRecord: LoadMapRecord) {
    makeObservable(this, {
      map: observableRef,
      record: observableRef,
      state: observableRef,
      history: observableRef,
      modified: observableRef,
      load: action,
      setTruth: action,
      saved: action,
      apply: action,
      undo: action,
      redo: action,
      setMode: action,
    });
  }

  /** Loads the map; the stored document goes through the model's loader (maps load in review only). */
  async load(mapId: string): Promise<void> {
    this.state = { status: 'loading' };
    try {
      const { document, ...record } = await this.loadRecord(mapId);
      const loaded = loadMap(document);
      this.loaded(
        {
          ...loaded,
          id: record.id,
          name: record.name,
          accessRight: record.accessRight,
          hasEditRights: record.hasEditRights,
          hasShareRights: record.hasShareRights,
        },
        record,
      );
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
   * Applies a map action; a refusal leaves the map as it was and is answered to the caller. Only the
   * user's own actions are kept for undo.
   */
  apply(mapAction: MapAction, origin: AppliedOrigin = 'user'): ActionResult {
    if (this.map === null) return { ok: false, error: 'No map is open.' };
    const result = applyAction(this.map, mapAction);
    if (!result.ok) return result;
    if (origin === 'user') this.history = record(this.history, mapAction, result.inverse);
    this.commit(origin, mapAction, result.inverse, result.map, result.changed);
    return result;
  }

  /** Calculated truth values (from the truth worker): derived, so neither recorded nor modifying. */
  setTruth(values: TruthValuesInput): void {
    if (this.map === null) return;
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
    this.record = record;
    this.modified = this.revision !== savePoint;
    if (this.map) this.map = { ...this.map, id: record.id, name: record.name };
  }

  private markModified(): void {
    this.revision++;
    this.modified = true;
  }

  undo(): void {
    this.step(undo, 'undo');
  }

  redo(): void {
    this.step(redo, 'redo');
  }

  setMode(mode: OperationMode): void {
    this.history = setMode(this.history, mode);
    if (this.map) this.map = { ...this.map, operationMode: mode };
  }

  private step(move: typeof undo, origin: 'undo' | 'redo'): void {
    if (this.map === null) return;
    const result = move(this.history, this.map);
    if (!result.ok) return;
    this.history = result.history;
    this.commit(origin, result.action, result.inverse, result.map, result.changed);
  }

  /** The map after an action: set, counted as modified when the action is, and appended to the stream. */
  private commit(
    origin: ChangeOrigin,
    applied: MapAction,
    inverse: MapAction,
    after: MapDocument,
    ids: ChangedIds,
  ): void {
    const before = this.map as MapDocument;
    this.map = after;
    if (modifiesMap(applied)) this.markModified();
    const changed: ChangeSet = { ...ids, parts: changedParts(before, after) };
    this.changes.append({
      origin,
      scope: scopeOf(applied),
      action: applied,
      inverse,
      changed,
      truth: truthEffectOf(before, after, changed, truthReachOf(applied)),
    });
  }

  private loaded = action((map: MapDocument, record: MapRecord) => {
    this.map = map;
    this.record = record;
    this.history = createHistory(map.operationMode);
    this.modified = false;
    this.state = { status: 'ready' };
    this.changes.append({ origin: 'load', scope: 'document', changed: 'all', truth: TRUTH_GRAPH_CHANGED });
  });

  private failed = action((error: string) => {
    this.state = { status: 'failed', error };
  });
}
