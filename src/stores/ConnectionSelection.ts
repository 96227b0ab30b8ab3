/**
 * The connection the user has selected in the editor. Connections carry no selection in the map (nodes
 * do), so it lives here; the engine shows it and the connection panel edits it through map actions.
 */
import { action, computed, makeObservable, observable } from 'mobx';
import type { EditResult } from '../model/actions/types';
import { waypointsAt } from '../model/commands/waypoints';
import { newId } from '../model/ids';
import type { Position } from '../model/map/bounds';
import type { Connection } from '../model/map/connection';
import type { MapEditorStore } from './MapEditorStore';

export class ConnectionSelection {
  id: string | null = null;

  constructor(private readonly editor: MapEditorStore) {
    makeObservable(this, { id: observable, connection: computed, select: action });
  }

  /** The selected connection as the map holds it now; null once it is gone (deleted, undone). */
  get connection(): Connection | null {
    const { id } = this;
    if (id === null) return null;
    return this.editor.document.map?.connections.find((connection) => connection.id === id) ?? null;
  }

  /** Selecting a connection lets the selected nodes go: one thing is edited at a time. */
  select(id: string | null): void {
    this.id = id;
    if (id !== null && this.editor.selectedNodes.length > 0) this.editor.select([]);
  }

  /** The bends of the connection at these positions, in order from its source. */
  setWaypoints(connectionId: string, positions: readonly Position[]): EditResult | null {
    const connection = this.editor.document.map?.connections.find((c) => c.id === connectionId);
    if (!connection) return null;
    const waypoints = waypointsAt(connection.waypoints, positions, newId);
    return this.editor.edit({ type: 'setConnectionAttributes', connectionId, attributes: { waypoints } });
  }

  /**
   * Deletes the selected connection; null when none is selected. The id stays, so an undo that brings
   * the connection back brings it back selected.
   */
  deleteSelected(): EditResult | null {
    const { connection } = this;
    if (!connection) return null;
    return this.editor.edit({ type: 'deleteConnections', connectionIds: [connection.id] });
  }
}
