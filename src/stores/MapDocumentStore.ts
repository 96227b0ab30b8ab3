/**
 * The open map (DESIGN.md, "The spine"): the document, changed only through map actions, with its undo
 * history and the ids each change touched (the engine redraws only those). One store per open map.
 */
import { action, makeObservable, observableRef } from 'mobx';
import type { MapDocumentRecord } from '../api/graphql/mapDocument';
import { applyAction } from '../model/actions/apply';
import { createHistory, type History, record, redo, setMode, undo } from '../model/actions/history';
import type { ActionResult, ChangedIds, MapAction } from '../model/actions/types';
import type { OperationMode } from '../model/map/constants';
import { loadMap } from '../model/map/load';
import type { MapDocument } from '../model/map/types';

export type MapLoadState = { status: 'loading' } | { status: 'ready' } | { status: 'failed'; error: string };

/** What the last change touched: everything (a load), or the ids an action changed. */
export type MapChange = { kind: 'all' } | { kind: 'some'; changed: ChangedIds };

export type LoadMapRecord = (mapId: string) => Promise<MapDocumentRecord>;

export class MapDocumentStore {
  map: MapDocument | null = null;
  record: Omit<MapDocumentRecord, 'document'> | null = null;
  state: MapLoadState = { status: 'loading' };
  history: History = createHistory();
  lastChange: MapChange = { kind: 'all' };

  constructor(private readonly loadRecord: LoadMapRecord) {
    makeObservable(this, {
      map: observableRef,
      record: observableRef,
      state: observableRef,
      history: observableRef,
      lastChange: observableRef,
      load: action,
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
    this.lastChange = { kind: 'some', changed: result.changed };
    return result;
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
    this.lastChange = { kind: 'some', changed: result.changed };
  }

  private loaded = action((map: MapDocument, record: Omit<MapDocumentRecord, 'document'>) => {
    this.map = map;
    this.record = record;
    this.history = createHistory(map.operationMode);
    this.lastChange = { kind: 'all' };
    this.state = { status: 'ready' };
  });

  private failed = action((error: string) => {
    this.state = { status: 'failed', error };
  });
}
