/**
 * The open map (DESIGN.md, "The spine"): the document, changed only through map actions, with its undo
 * history and the ids each change touched (the engine redraws only those). One store per open map.
 */
import { action, makeObservable, observableRef } from 'mobx';
import { applyAction } from '../model/actions/apply';
import { createHistory, type History, record, redo, setMode, undo } from '../model/actions/history';
import { modifiesMap } from '../model/actions/modification';
import type { ActionResult, ChangedIds, MapAction } from '../model/actions/types';
import type { OperationMode } from '../model/map/constants';
import { loadMap } from '../model/map/load';
import type { MapDocumentRecord, MapRecord as MapRecordFields } from '../model/map/record';
import type { MapDocument } from '../model/map/types';
import { applyTruthValues, type TruthValuesInput } from '../model/truth/applyValues';

export type MapLoadState = { status: 'loading' } | { status: 'ready' } | { status: 'failed'; error: string };

/**
 * What the last change touched: everything (a load), or the ids a change touched, with the action that
 * made it (an applied, undone or redone action); none for derived values such as calculated truth.
 */
export type MapChange = { kind: 'all' } | { kind: 'some'; changed: ChangedIds; action?: MapAction };

export type MapRecord = MapRecordFields;

export type LoadMapRecord = (mapId: string) => Promise<MapDocumentRecord>;

export class MapDocumentStore {
  map: MapDocument | null = null;
  record: MapRecord | null = null;
  state: MapLoadState = { status: 'loading' };
  history: History = createHistory();
  lastChange: MapChange = { kind: 'all' };
  /** Set by every change but a selection, cleared by a save (spec 2 section 4, Save state). */
  modified = false;
  /** Counts modifying changes, so a save knows whether more were made while it was under way. */
  private revision = 0;

  constructor(private readonly loadRecord: LoadMapRecord) {
    makeObservable(this, {
      map: observableRef,
      record: observableRef,
      state: observableRef,
      history: observableRef,
      lastChange: observableRef,
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

  /** Applies a map action; a refusal leaves the map as it was and is answered to the caller. */
  apply(mapAction: MapAction): ActionResult {
    if (this.map === null) return { ok: false, error: 'No map is open.' };
    const result = applyAction(this.map, mapAction);
    if (!result.ok) return result;
    this.map = result.map;
    this.history = record(this.history, mapAction, result.inverse);
    this.lastChange = { kind: 'some', changed: result.changed, action: mapAction };
    if (modifiesMap(mapAction)) this.markModified();
    return result;
  }

  /** Calculated truth values (from the truth worker): derived, so neither recorded nor modifying. */
  setTruth(values: TruthValuesInput): void {
    if (this.map === null) return;
    const { map, changedNodeIds } = applyTruthValues(this.map, values);
    if (changedNodeIds.length === 0) return;
    this.map = map;
    this.lastChange = { kind: 'some', changed: { nodes: changedNodeIds, connections: [] } };
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
    this.step(undo);
  }

  redo(): void {
    this.step(redo);
  }

  setMode(mode: OperationMode): void {
    this.history = setMode(this.history, mode);
    if (this.map) this.map = { ...this.map, operationMode: mode };
  }

  private step(move: typeof undo): void {
    if (this.map === null) return;
    const result = move(this.history, this.map);
    if (!result.ok) return;
    this.history = result.history;
    this.map = result.map;
    this.lastChange = { kind: 'some', changed: result.changed, action: result.action };
    if (modifiesMap(result.action)) this.markModified();
  }

  private loaded = action((map: MapDocument, record: MapRecord) => {
    this.map = map;
    this.record = record;
    this.history = createHistory(map.operationMode);
    this.lastChange = { kind: 'all' };
    this.modified = false;
    this.state = { status: 'ready' };
  });

  private failed = action((error: string) => {
    this.state = { status: 'failed', error };
  });
}
