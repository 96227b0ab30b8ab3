/**
 * The editor around an open map: its operation mode (resolved against the user's rights), the one door
 * every edit goes through, and saving (spec 2 section 4: save states saving, saved, failed; the modified
 * flag), which MapSaving does for it. The document and its history stay in MapDocumentStore; the calls to
 * the server come in through `MapPersistence`.
 */
import { action, computed, makeObservable, observableRef } from 'mobx';
import type { EditorPersistence } from '../api/persistence';
import {
  canEditInMode,
  hasEditAccess,
  isModeOwnAction,
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
import type { StoredPresentation, StoredQuestion } from '../model/map/content';
import type { MapNode } from '../model/map/node';
import type { MapDocument } from '../model/map/types';
import { ConnectionSelection } from './ConnectionSelection';
import type { MapDocumentStore } from './MapDocumentStore';
import { type LiveLink, MapSaving, type SaveState } from './MapSaving';
import { NodeLinker } from './NodeLinker';
import { SAVE_MESSAGES } from './saveMessages';

export type { LiveLink, SaveState } from './MapSaving';

export class MapEditorStore {
  /** The live session this editor is in; null outside live edit. */
  live: LiveLink | null = null;
  /** The type a connection made by dragging gets; the map's default until the user picks another. */
  connectionType: ConnectionType | null = null;
  /** The selected connection (the panel's and the engine's). */
  readonly selectedConnection = new ConnectionSelection(this);
  /** Linking nodes by selecting them, one after another. */
  readonly linking = new NodeLinker(this);
  /** Saving the map, in every way it is saved. */
  private readonly saving: MapSaving;

  constructor(
    readonly document: MapDocumentStore,
    /** Null where there is nothing to save to (the sandbox without a signed-in user). */
    persistence: EditorPersistence | null,
    /** The stored form of a document, as the server takes it. */
    serialise: (map: MapDocument) => unknown,
  ) {
    this.saving = new MapSaving(this, persistence, serialise);
    makeObservable(this, {
      live: observableRef,
      attachLive: action,
      connectionType: observableRef,
      selectedNodes: computed,
      newConnectionType: computed,
      setConnectionType: action,
      mode: computed,
      canEdit: computed,
      mayEdit: computed,
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

  /** Where the last save stands: saving, saved or failed (MapSaving). */
  get saveState(): SaveState {
    return this.saving.saveState;
  }

  /** Whether Save is open now (MapSaving.canSave). */
  get canSave(): boolean {
    return this.saving.canSave;
  }

  /** Whether Save as is open now (MapSaving.canSaveAs). */
  get canSaveAs(): boolean {
    return this.saving.canSaveAs;
  }

  /** Joins the editor to a live session (or leaves it, with null): editing and saving go through it. */
  attachLive(live: LiveLink | null): void {
    this.live = live;
  }

  /** Where saving goes from now on (the sandbox gains it when the user signs in). */
  setPersistence(persistence: EditorPersistence | null): void {
    this.saving.setPersistence(persistence);
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
   * looking, open in every mode. A mode that is otherwise read-only lets through the one action it exists
   * to make (a recording's presentation, the questions being edited) from a user with edit rights.
   * `select` names nodes to select with a document change, as one undo step.
   */
  edit(mapAction: MapAction, options: { select?: readonly string[] } = {}): EditResult {
    if (!isSessionAction(mapAction) && !this.canEdit && !this.mayMakeModeAction(mapAction))
      return { ok: false, error: SAVE_MESSAGES.readOnly };
    return this.document.apply(mapAction, options);
  }

  /** Whether `mapAction` is the one the current mode exists to make, and the user may make it. */
  private mayMakeModeAction(mapAction: MapAction): boolean {
    return this.mayEdit && isModeOwnAction(this.mode, mapAction.type);
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

  /** Saves the map (MapSaving.save): over its stored version, the user's additions, or a live checkpoint. */
  save(): Promise<boolean> {
    return this.saving.save();
  }

  /** Saves a copy under a new name; the editor carries on with the copy. */
  saveAs(name: string): Promise<boolean> {
    return this.saving.saveAs(name);
  }

  /** Puts a recorded presentation into the map and saves the map: only while recording (issue 25). */
  savePresentation(presentation: StoredPresentation): Promise<EditResult> {
    return this.saving.savePresentation(presentation);
  }

  /** Puts the map's questions into the map and saves the map: only while editing them (issue 26). */
  saveQuestions(questions: readonly StoredQuestion[]): Promise<EditResult> {
    return this.saving.saveQuestions(questions);
  }

  /** A command's document action, with its new nodes then selected in the same undoable step. */
  private editCommand(command: CommandResult): EditResult {
    if (!command.ok) return command;
    return this.edit(command.action, { select: command.nodeIds });
  }
}
