/**
 * Whether a newer version of the open map was saved elsewhere (issue 24): the newest version the server
 * told of, against the version the editor holds. The editor's own save moves its record on when answered,
 * so it never counts; while one is under way nothing is shown (its news may come before its answer).
 */
import { action, computed, makeObservable, observable } from 'mobx';
import type { MapUpdate } from '../model/live/protocol';
import type { MapEditorStore } from './MapEditorStore';

export class NewerVersionStore {
  /** The newest version the server told of, or null. */
  newest: number | null = null;
  /** Whether the server lets the editor follow the map now (newer versions reach it). */
  following = false;

  constructor(private readonly editor: MapEditorStore) {
    makeObservable(this, {
      newest: observable,
      following: observable,
      heard: action,
      setFollowing: action,
      newerSaved: computed,
    });
  }

  setFollowing(following: boolean): void {
    this.following = following;
  }

  heard(update: Pick<MapUpdate, 'version'>): void {
    if (this.newest === null || update.version > this.newest) this.newest = update.version;
  }

  get newerSaved(): boolean {
    const held = this.editor.document.record?.version;
    if (held === undefined || this.newest === null) return false;
    return this.newest > held && this.editor.saveState.status !== 'saving';
  }

  /** Loads the newest version (the caller has asked about unsaved changes). */
  reload(): Promise<void> {
    const mapId = this.editor.document.record?.id;
    return mapId ? this.editor.document.load(mapId) : Promise.resolve();
  }
}
