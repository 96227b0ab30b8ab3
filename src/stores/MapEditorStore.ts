/**
 * The editor around an open map: its operation mode (resolved against the user's rights) and saving
 * (spec 2 section 4: save states saving, saved, failed; the modified flag). The document and its history
 * stay in MapDocumentStore; the calls to the server come in through `MapPersistence`.
 */
import { action, computed, makeObservable, observableRef } from 'mobx';
import type { EditorPersistence, MapPersistence } from '../api/persistence';
import {
  canEditInMode,
  hasEditAccess,
  isPersonalisable,
  type MapRights,
  resolveOperationMode,
} from '../model/access';
import { isSessionAction } from '../model/actions/traits';
import type { EditResult, MapAction, NodeMove } from '../model/actions/types';
import { addChildren } from '../model/commands/addChildren';
import { arrange, layOut } from '../model/commands/arrange';
import { bulkAdd } from '../model/commands/bulkAdd';
import { newConnection } from '../model/commands/entities';
import { paste } from '../model/commands/paste';
import type { CommandResult } from '../model/commands/result';
import { type SelectionMode, selectionAction } from '../model/commands/selection';
import { copySubset } from '../model/commands/subset';
import { createTitledNodes, placedClear, readLines } from '../model/commands/titledNodes';
import { errorMessage } from '../model/errorMessage';
import { newId } from '../model/ids';
import type { NodeBox } from '../model/layout/arrange';
import type { Surroundings } from '../model/layout/clearSpot';
import type { Position } from '../model/map/bounds';
import { collapsedAway } from '../model/map/collapse';
import {
  type AlignmentOption,
  CONNECTION_TYPE,
  type ConnectionType,
  OPERATION_MODE,
  type OperationMode,
  STRENGTH_MAX,
} from '../model/map/constants';
import type { StoredPresentation } from '../model/map/content';
import type { MapNode } from '../model/map/node';
import type { MapRecord } from '../model/map/record';
import type { MapDocument } from '../model/map/types';
import { hasAdditions } from '../model/map/userAdditions';
import { ConnectionSelection } from './ConnectionSelection';
import type { MapDocumentStore } from './MapDocumentStore';
import { NodeLinker } from './NodeLinker';
import { SAVE_MESSAGES } from './saveMessages';

export type SaveState =
  | { status: 'idle' }
  | { status: 'saving' }
  | { status: 'saved' }
  | { status: 'failed'; error: string };

/** What the editor needs of a live session it is in (src/stores/LiveEditSession.ts). */
export interface LiveLink {
  /** Whether this user holds edit in the session (spec 2 section 4: only editors edit). */
  readonly isEditor: boolean;
  /** Saves the live document as the map's new version. */
  checkpoint(): Promise<{ version: number; updated: string }>;
}

export class MapEditorStore {
  saveState: SaveState = { status: 'idle' };
  /** The live session this editor is in; null outside live edit. */
  live: LiveLink | null = null;
  /** The type a connection made by dragging gets; the map's default until the user picks another. */
  connectionType: ConnectionType | null = null;
  /** The selected connection (the panel's and the engine's). */
  readonly selectedConnection = new ConnectionSelection(this);
  /** Linking nodes by selecting them, one after another. */
  readonly linking = new NodeLinker(this);

  constructor(
    readonly document: MapDocumentStore,
    /** Null where there is nothing to save to (the sandbox without a signed-in user). */
    private persistence: EditorPersistence | null,
    /** The stored form of a document, as the server takes it. */
    private readonly serialise: (map: MapDocument) => unknown,
  ) {
    makeObservable<MapEditorStore, 'persistence'>(this, {
      persistence: observableRef,
      setPersistence: action,
      live: observableRef,
      attachLive: action,
      canSaveAs: computed,
      saveState: observableRef,
      connectionType: observableRef,
      selectedNodes: computed,
      newConnectionType: computed,
      setConnectionType: action,
      mode: computed,
      canEdit: computed,
      mayEdit: computed,
      canSave: computed,
      mayPersonalise: computed,
      personalising: computed,
      enterMode: action,
    });
  }

  get mode(): OperationMode {
    return this.document.map ? this.document.session.operationMode : OPERATION_MODE.REVIEW_ONLY;
  }

  get rights(): MapRights | null {
    return this.document.map ? this.document.session.rights : null;
  }

  /**
   * Whether the user's changes may change the map now: the mode allows editing, and the user's rights
   * allow that mode (a mode entered through `enterMode` always is; one set otherwise is checked again).
   */
  get canEdit(): boolean {
    const rights = this.rights;
    return (
      rights !== null &&
      canEditInMode(this.mode, this.live?.isEditor ?? false) &&
      resolveOperationMode(this.mode, rights) === this.mode
    );
  }

  /** Whether the user has edit rights on the map (edit mode is open to them). */
  get mayEdit(): boolean {
    const rights = this.rights;
    return rights !== null && hasEditAccess(rights);
  }

  /**
   * Whether the user may enter personalise mode: a map they cannot edit but can personalise or already
   * have (issue 23; spec 2 section 6).
   */
  get mayPersonalise(): boolean {
    const rights = this.rights;
    return rights !== null && isPersonalisable(rights) && !hasEditAccess(rights);
  }

  /** Whether the user is personalising the map now: their saves keep their additions, not the map. */
  get personalising(): boolean {
    return this.mode === OPERATION_MODE.PERSONALISE && this.document.authorIds !== null;
  }

  /**
   * Saving needs somewhere to save to, edit rights on the map (spec 3 section 5.7) or, while
   * personalising, somewhere to keep the user's additions, and a save not already under way.
   */
  get canSave(): boolean {
    if (this.live) return this.live.isEditor && this.saveState.status !== 'saving';
    const target = this.personalising ? this.saveAdditions : this.mayEdit ? this.saveOver : null;
    return target !== null && this.saveState.status !== 'saving';
  }

  /**
   * Saving a copy needs somewhere to save it (a signed-in user) and edit rights on the map; it is also
   * open where there is no stored map to save over (spec 2 section 4: new, empty or sandbox).
   */
  get canSaveAs(): boolean {
    // In a live session the map being edited is the session's: a copy would leave the session behind.
    if (this.live) return false;
    const copyAllowed = this.document.record?.copyAllowed !== false;
    return this.persistence !== null && this.mayEdit && copyAllowed && this.saveState.status !== 'saving';
  }

  /** Joins the editor to a live session (or leaves it, with null): editing and saving go through it. */
  attachLive(live: LiveLink | null): void {
    this.live = live;
  }

  /** Where saving goes from now on (the sandbox gains it when the user signs in). */
  setPersistence(persistence: EditorPersistence | null): void {
    this.persistence = persistence;
  }

  /** Saving over the stored map; null where there is none. */
  private get saveOver(): MapPersistence['save'] | null {
    return this.persistence && 'save' in this.persistence ? this.persistence.save : null;
  }

  /** Keeping the user's own additions to the map; null where they cannot be kept. */
  private get saveAdditions(): NonNullable<MapPersistence['saveAdditions']> | null {
    return (
      (this.persistence && 'saveAdditions' in this.persistence && this.persistence.saveAdditions) || null
    );
  }

  /** The selected nodes, in the map's order. */
  get selectedNodes(): MapNode[] {
    const selection = new Set(this.document.session.selection);
    if (selection.size === 0) return [];
    return this.document.map?.nodes.filter((node) => selection.has(node.id)) ?? [];
  }

  /** The level the user stands on. */
  get levelId(): number {
    return this.document.session.currentLevelId;
  }

  get newConnectionType(): ConnectionType | null {
    return this.connectionType ?? this.document.map?.settings.defaultConnectionType ?? null;
  }

  setConnectionType(type: ConnectionType): void {
    this.connectionType = type;
  }

  /**
   * The one door for the user's actions (DESIGN.md, "One door"): a change to the document is refused
   * unless the mode and the user's rights allow editing; selecting and moving between levels are ways of
   * looking, open in every mode. `select` names nodes to select with a document change, as one undo step.
   */
  edit(mapAction: MapAction, options: { select?: readonly string[] } = {}): EditResult {
    if (!isSessionAction(mapAction) && !this.canEdit) return { ok: false, error: SAVE_MESSAGES.readOnly };
    return this.document.apply(mapAction, options);
  }

  /** Selects exactly these nodes (or, with `mode`, toggles or adds them): the canvas's click and marquee. */
  select(nodeIds: readonly string[], mode: SelectionMode = 'replace'): EditResult {
    return this.edit(selectionAction(this.document.session.selection, nodeIds, mode));
  }

  /** The bends of a connection, dragged, added or removed on the canvas. */
  setWaypoints(connectionId: string, waypoints: readonly Position[]): EditResult | null {
    return this.selectedConnection.setWaypoints(connectionId, waypoints);
  }

  /** A drag of nodes on the current level. */
  moveNodes(moves: readonly Omit<NodeMove, 'levelId'>[]): EditResult {
    const levelId = this.levelId;
    return this.edit({ type: 'moveNodes', moves: moves.map((move) => ({ ...move, levelId })) });
  }

  /**
   * A new node at `position` (its top-left), selected; with `surroundings`, moved as little as needed
   * off the nodes there (layout/clearSpot.ts).
   */
  addNode(title: string, position: Position, surroundings?: Surroundings): EditResult {
    const map = this.document.map;
    if (!map) return { ok: false, error: SAVE_MESSAGES.nothingOpen };
    const entries = placedClear([{ title, position }], surroundings);
    return this.editCommand(createTitledNodes(map, entries, this.levelId, newId));
  }

  /** One node per line of `text`, in columns from `origin` (spec 2 section 5), selected. */
  bulkAdd(text: string, origin: Position, surroundings?: Surroundings): EditResult {
    const map = this.document.map;
    if (!map) return { ok: false, error: SAVE_MESSAGES.nothingOpen };
    return this.editCommand(
      bulkAdd(map, { text, origin, levelId: this.levelId, ...(surroundings && { surroundings }) }),
    );
  }

  /**
   * Child nodes of `parentId`, one per line of `text`, connected to it (spec 2 section 5 title splitting),
   * spaced by how wide each is drawn and kept off the nodes there (`surroundings`).
   */
  addChildren(parentId: string, text: string, surroundings?: Surroundings): EditResult {
    const map = this.document.map;
    if (!map) return { ok: false, error: SAVE_MESSAGES.nothingOpen };
    return this.editCommand(
      addChildren(map, {
        parentId,
        titles: readLines(text),
        levelId: this.levelId,
        ...(surroundings && { surroundings }),
      }),
    );
  }

  /** Aligns or distributes the selected nodes, measured as drawn (`boxes`), as one undoable step. */
  arrangeSelected(arrangement: AlignmentOption, boxes: readonly NodeBox[]): EditResult {
    const map = this.document.map;
    if (!map) return { ok: false, error: SAVE_MESSAGES.nothingOpen };
    const command = arrange({ boxes, arrangement, levelId: this.levelId });
    return command.ok ? this.edit(command.action) : command;
  }

  /** The automatic layout of these nodes (their drawn boxes), as one undoable step. */
  layOut(boxes: readonly NodeBox[]): EditResult {
    const map = this.document.map;
    if (!map) return { ok: false, error: SAVE_MESSAGES.nothingOpen };
    const command = layOut({ boxes, connections: map.connections, levelId: this.levelId });
    return command.ok ? this.edit(command.action) : command;
  }

  /** The selected nodes with the connections between them and their tags, as clipboard text; null when none. */
  copySelection(): string | null {
    const map = this.document.map;
    const nodeIds = this.selectedNodes.map((node) => node.id);
    return map && nodeIds.length > 0 ? JSON.stringify(copySubset(map, nodeIds, this.levelId)) : null;
  }

  /** Clipboard text at `origin`: a copied selection (new ids), or lines of titles (tabs make columns). */
  paste(text: string, origin: Position): EditResult {
    const map = this.document.map;
    if (!map) return { ok: false, error: SAVE_MESSAGES.nothingOpen };
    return this.editCommand(paste(map, text, { origin, levelId: this.levelId }));
  }

  /** Moves the selected nodes by (dx, dy) on the current level: the keyboard's nudge. */
  nudgeSelected(dx: number, dy: number): EditResult | null {
    const map = this.document.map;
    if (!map) return null;
    const levelId = this.levelId;
    const moves = this.selectedNodes.flatMap((node) => {
      const place = node.levels.find((level) => level.levelId === levelId);
      return place
        ? [{ nodeId: node.id, levelId, position: { x: place.position.x + dx, y: place.position.y + dy } }]
        : [];
    });
    return moves.length === 0 ? null : this.edit({ type: 'moveNodes', moves });
  }

  /**
   * Selects the next (or previous) node on the current level in reading order, top to bottom then left
   * to right: the keyboard's way through the map. Selecting is looking, so review modes allow it.
   */
  selectAdjacent(step: 1 | -1): void {
    const placed = this.nodesInSight();
    if (placed.length === 0) return;
    placed.sort((a, b) => a.y - b.y || a.x - b.x);
    const current = this.selectedNodes.at(-1)?.id;
    const at = placed.findIndex((node) => node.id === current);
    const next = at < 0 ? (step > 0 ? 0 : placed.length - 1) : (at + step + placed.length) % placed.length;
    const nodeId = placed[next]?.id;
    if (nodeId) this.select([nodeId]);
  }

  /** Selects every node in sight on the current level (Ctrl+A). */
  selectAll(): void {
    this.select(this.nodesInSight().map((node) => node.id));
  }

  /** The nodes drawn on the current level (neither hidden nor collapsed away), with their place there. */
  private nodesInSight(): { id: string; x: number; y: number }[] {
    const map = this.document.map;
    if (!map) return [];
    const levelId = this.levelId;
    const away = collapsedAway(map, levelId);
    return map.nodes.flatMap((node) => {
      const place = node.levels.find((level) => level.levelId === levelId);
      const inSight = place && node.visibility !== 'hidden' && !away.has(node.id);
      return inSight ? [{ id: node.id, ...place.position }] : [];
    });
  }

  /**
   * Draws the selected nodes in `colour` (an override), or with null in their truth colour again, as one
   * undo step (the context menu's Colour); null when no node is selected.
   */
  colourSelected(colour: string | null): EditResult | null {
    const actions = this.selectedNodes.map((node) => ({
      type: 'setNodeColour' as const,
      nodeId: node.id,
      colour: colour ?? node.colour,
      colourOverride: colour !== null,
    }));
    return actions.length === 0 ? null : this.edit({ type: 'batch', actions });
  }

  /**
   * Deletes the selected nodes with their connections (refused for nodes used in presentations), or
   * else the selected connection.
   */
  deleteSelected(): EditResult | null {
    const nodeIds = this.selectedNodes.map((node) => node.id);
    if (nodeIds.length === 0) return this.selectedConnection.deleteSelected();
    return this.edit({ type: 'deleteNodes', nodeIds });
  }

  /**
   * A connection of the chosen type on the current level. A new truth connection supports its target
   * (strength True): one drawn as support should pass truth on until the user weakens or reverses it.
   */
  connect(from: string, to: string, type = this.newConnectionType): EditResult {
    const map = this.document.map;
    if (!map || type === null) return { ok: false, error: SAVE_MESSAGES.nothingOpen };
    const connection = newConnection({ id: newId(), from, to, type, levelId: this.levelId });
    if (type === CONNECTION_TYPE.TRUTH) connection.strength = STRENGTH_MAX;
    return this.edit({ type: 'createConnection', connection });
  }

  /** Enters the mode the rights allow for `requested` (edit falls back to review only) and answers it. */
  enterMode(requested: OperationMode): OperationMode {
    const rights = this.rights;
    if (!rights) return this.mode;
    const mode = resolveOperationMode(requested, rights);
    if (mode !== this.mode) this.document.setMode(mode);
    return mode;
  }

  /**
   * Saves over the version the map was loaded or last saved at; a newer stored version refuses it. While
   * personalising, saves the user's own additions instead, leaving the author's map as it is.
   */
  async save(): Promise<boolean> {
    const { map, record } = this.document;
    if (!map || !record) return this.fail(SAVE_MESSAGES.nothingOpen);
    if (this.personalising) return this.savePersonal(record.id);
    if (this.live) return this.checkpoint(this.live);
    const save = this.saveOver;
    if (!this.canSave || !save) return this.fail(SAVE_MESSAGES.noRights);
    return this.store(
      () => save({ mapId: record.id, baseVersion: record.version, document: this.serialise(map) }),
      this.mapSaved,
    );
  }

  /** Saves a copy under a new name; the editor carries on with the copy. */
  async saveAs(name: string): Promise<boolean> {
    const { map, record } = this.document;
    if (!map || !record) return this.fail(SAVE_MESSAGES.nothingOpen);
    if (!this.canSaveAs || !this.persistence) return this.fail(SAVE_MESSAGES.noRights);
    const { persistence } = this;
    const trimmed = name.trim();
    if (trimmed === '') return this.fail(SAVE_MESSAGES.nameRequired);
    return this.store(
      () =>
        persistence.saveAs({
          mapId: record.id,
          name: trimmed,
          document: this.serialise({ ...map, name: trimmed }),
        }),
      this.mapSaved,
    );
  }

  /** In a live session the session's document is saved, as the server holds it (issue 24). */
  private async checkpoint(live: LiveLink): Promise<boolean> {
    if (!this.canSave) return this.fail(SAVE_MESSAGES.noRights);
    return this.store(
      () => live.checkpoint(),
      (saved, savePoint) => this.document.savedAsVersion(saved, savePoint),
    );
  }

  /** Keeps the user's additions as they are now; the map stays personalised while any are kept. */
  private async savePersonal(mapId: string): Promise<boolean> {
    const save = this.saveAdditions;
    const additions = this.document.userAdditions;
    if (!this.canSave || !save || !additions) return this.fail(SAVE_MESSAGES.noRights);
    return this.store(
      () => save({ mapId, additions }),
      (_, savePoint) => this.document.additionsSaved(savePoint, hasAdditions(additions)),
    );
  }

  /**
   * Puts a recorded presentation into the map and saves the map (issue 25): only while recording, with
   * edit rights, the one door recording has into the document; the map's version rules apply to the save.
   */
  async savePresentation(presentation: StoredPresentation): Promise<EditResult> {
    if (!this.mayEdit) return { ok: false, error: SAVE_MESSAGES.noRights };
    if (this.mode !== OPERATION_MODE.RECORD_PRESENTATION)
      return { ok: false, error: SAVE_MESSAGES.notRecording };
    const applied = this.document.apply({
      type: 'setPresentation',
      presentationId: presentation.id,
      presentation,
    });
    if (!applied.ok) return applied;
    if (await this.save()) return applied;
    const { saveState } = this;
    return { ok: false, error: saveState.status === 'failed' ? saveState.error : SAVE_MESSAGES.failed };
  }

  /** A command's document action, with its new nodes then selected in the same undoable step. */
  private editCommand(command: CommandResult): EditResult {
    if (!command.ok) return command;
    return this.edit(command.action, { select: command.nodeIds });
  }

  /** Sends what was taken at the save point; `done` tells the document what was stored. */
  private async store<Sent>(
    send: () => Promise<Sent>,
    done: (sent: Sent, savePoint: number) => void,
  ): Promise<boolean> {
    const savePoint = this.document.savePoint;
    this.setSaveState({ status: 'saving' });
    try {
      done(await send(), savePoint);
      this.setSaveState({ status: 'saved' });
      return true;
    } catch (error) {
      return this.fail(errorMessage(error, SAVE_MESSAGES.failed));
    }
  }

  /** The server stored the map (its record says which version, and after Save as which map). */
  private mapSaved = (record: MapRecord, savePoint: number) => this.document.saved(record, savePoint);

  private fail(error: string): false {
    this.setSaveState({ status: 'failed', error });
    return false;
  }

  private setSaveState = action((state: SaveState) => {
    this.saveState = state;
  });
}
