/**
 * The interaction layer's data: pointer inputs in screen (CSS) pixels relative to the canvas, the
 * events the engine emits (requests for the shell, which owns the map), what gestures may do, and the
 * two interfaces the pure controller talks through (the scene it queries, the host it drives).
 */
import type { WorkspaceBounds } from '../../src/model/map/bounds';
import type { AlignmentGuide } from '../geometry/alignment';
import type { Camera, Viewport } from '../geometry/camera';
import type { Box, Point } from '../geometry/vector';
import type { EdgeView } from '../scene/views';
import type { BendHandles } from './bends';

export type PointerKind = 'mouse' | 'touch' | 'pen';

export interface PointerInput {
  id: number;
  /** Screen position relative to the canvas, CSS pixels. */
  x: number;
  y: number;
  /** Milliseconds (performance.now()). */
  time: number;
  shift?: boolean;
  /** Alt held: no alignment snapping while dragging. */
  alt?: boolean;
  /** 0 primary, 1 middle (always pans), 2 secondary. */
  button?: number;
  pointerType?: PointerKind;
}

export interface WheelInput {
  x: number;
  y: number;
  deltaY: number;
  /** WheelEvent.deltaMode: 0 pixels, 1 lines, 2 pages. */
  deltaMode?: number;
}

export type SelectMode = 'replace' | 'toggle' | 'add';

/** Everything the engine emits; the shell turns requests into map actions and feeds back new views. */
export interface EngineEventMap {
  /** Select these nodes: replace the selection (an empty list clears it), toggle them, or add them. */
  select: { nodeIds: string[]; mode: SelectMode };
  /** A drag ended: the dragged nodes' final top-left positions on the current level. */
  moveNodes: { moves: { nodeId: string; position: Point }[] };
  connect: { from: string; to: string };
  /** Right click or long press, on a node, else on a connection, else on empty space (both null). */
  contextMenu: { nodeId: string | null; connectionId: string | null; screen: Point };
  /** The engine moved its camera (pan, zoom, pinch, zoom to fit); not sent for `setCamera`. */
  cameraChange: { camera: Camera };
  /** Two clicks in one place, on a node or on empty space (null); `position`: the map point clicked. */
  doubleClick: { nodeId: string | null; position: Point };
  /** A click on a connection (its line or label) selects it; null: the selected one is let go. */
  selectConnection: { connectionId: string | null };
  /** A waypoint of the selected connection was added, moved or removed: its whole new list. */
  setWaypoints: { connectionId: string; waypoints: Point[] };
}

export type EngineEventType = keyof EngineEventMap;

/** What gestures may do; read-only modes keep `select` and the camera only. */
export interface Interactivity {
  select: boolean;
  drag: boolean;
  connect: boolean;
  /** Drag on empty space draws a marquee (without shift) instead of panning. */
  marquee: boolean;
  /**
   * The surface's pan mode (spec 2 section 3, Surface), for touch: every drag pans, wherever it starts and
   * with shift held, so no drag moves, connects or selects; a tap still selects.
   */
  panMode: boolean;
}

export const DEFAULT_INTERACTIVITY: Readonly<Interactivity> = {
  select: true,
  drag: true,
  connect: true,
  marquee: false,
  panMode: false,
};

/** A map only looked at (a replay, a quiz, recall): every drag pans, nothing is selected or moved. */
export const VIEW_ONLY_INTERACTIVITY: Readonly<Interactivity> = {
  select: false,
  drag: false,
  connect: false,
  marquee: false,
  panMode: true,
};

/** Read-side view of the scene in world units (the engine's spatial index behind it). */
export interface SceneQuery {
  /** The topmost node whose box holds the point. */
  nodeAt(x: number, y: number): string | undefined;
  nodeBox(id: string): Box | undefined;
  isSelected(id: string): boolean;
  /** Selected node ids, in no particular order. */
  selectedIds(): Iterable<string>;
  /** The topmost connection within `tolerance` (world units) of the point. */
  edgeAt(x: number, y: number, tolerance: number): string | undefined;
  edgeView(id: string): EdgeView | undefined;
  /** Nodes wholly inside the rectangle (marquee). */
  nodesInRect(rect: Box): string[];
  /** Boxes of nodes meeting the rectangle, except `exclude` (alignment candidates). */
  boxesNear(rect: Box, exclude: ReadonlySet<string>): Box[];
  readonly workspaceBounds: WorkspaceBounds;
}

/** The overlay drawn above the scene, world units. */
export interface OverlayState {
  marquee: Box | null;
  guides: readonly AlignmentGuide[];
  connectLine: { from: Point; to: Point } | null;
  /** Connection handle centres; radius is in screen pixels (HANDLE_RADIUS). */
  handles: readonly Point[];
  /** The node a connect drag would end on. */
  connectTarget: string | null;
  /** The selected connection, highlighted, with its waypoint handles (see bends.ts). */
  bend: BendHandles | null;
}

export const EMPTY_OVERLAY: Readonly<OverlayState> = {
  marquee: null,
  guides: [],
  connectLine: null,
  handles: [],
  connectTarget: null,
  bend: null,
};

/** The overlay with `changes` applied; the same object when nothing changed (lists compared by content). */
export function overlayWith(current: OverlayState, changes: Partial<OverlayState>): OverlayState {
  const fields = current as unknown as Record<string, unknown>;
  const same = Object.entries(changes).every(([key, value]) => {
    const now = fields[key];
    // Handle and guide lists are small.
    return now === value || (Array.isArray(now) && JSON.stringify(now) === JSON.stringify(value));
  });
  return same ? current : { ...current, ...changes };
}

export type Emit = <K extends EngineEventType>(type: K, event: EngineEventMap[K]) => void;

/** What the controller drives: the camera, the drag preview, the overlay, events and warnings. */
export interface InteractionHost {
  readonly scene: SceneQuery;
  readonly camera: Camera;
  readonly viewport: Viewport;
  setCamera(camera: Camera): void;
  emit: Emit;
  /** Starts previewing a move of these nodes (and their connections). */
  beginPreview(ids: readonly string[]): void;
  /** Shows the previewed nodes at start + (dx, dy). */
  previewOffset(dx: number, dy: number): void;
  /** Ends the preview: keeps the moved views (the shell will send the real ones) or restores them. */
  endPreview(keep: boolean): void;
  setOverlay(overlay: OverlayState): void;
  warn(message: string): void;
}
