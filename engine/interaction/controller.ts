/**
 * The pointer state machine (pure: no DOM, no pixi; time comes in with the inputs). A press becomes a
 * click, a drag of nodes, a connect drag from a handle, a marquee, a pan, a pinch (second pointer) or a
 * long press (timer via `tick`). It queries the scene, previews and draws through its host, and emits
 * requests; it never changes the map.
 */
import { type Camera, panBy, screenToWorld, wheelZoomFactor, zoomBy } from '../geometry/camera';
import { expandBox, type Point, unionBoxes } from '../geometry/vector';
import { type BendHandle, bendHandleAt, bendHandles, bentWaypoints, withoutWaypoint } from './bends';
import { applyCamera, movePinch, type PinchState, startPinch } from './cameraGestures';
import { type DragStart, dragStart, dragStep, dropMoves } from './dragMove';
import * as G from './gestures';
import { handleAt, handleNodes, handlePoints, onHandle } from './handles';
import {
  DEFAULT_INTERACTIVITY,
  EMPTY_OVERLAY,
  type InteractionHost,
  type Interactivity,
  type OverlayState,
  overlayWith,
  type PointerInput,
  type PointerKind,
  type WheelInput,
} from './types';

type Target =
  | { kind: 'node' | 'handle'; nodeId: string }
  | { kind: 'empty'; nodeId: null }
  | { kind: 'edge'; nodeId: null; edgeId: string }
  /** A waypoint handle of the selected connection, or a proposed one. */
  | { kind: 'bend'; nodeId: null; edgeId: string; handle: BendHandle };

interface Press {
  pointer: number;
  start: Point;
  startWorld: Point;
  time: number;
  target: Target;
  shift: boolean;
  pointerType: PointerKind;
  button: number;
}

/** The transient parts of the overlay, cleared when a gesture ends. */
const CLEARED: Partial<OverlayState> = { marquee: null, guides: [], connectLine: null, connectTarget: null };

type State =
  | { kind: 'idle' }
  | ({ kind: 'pressed' } & Press)
  | { kind: 'dragging'; press: Press; drag: DragStart; dx: number; dy: number }
  | { kind: 'marquee'; press: Press }
  | { kind: 'panning'; press: Press; camera: Camera }
  | { kind: 'connecting'; press: Press; from: string }
  | { kind: 'bending'; press: Press; edgeId: string; handle: BendHandle; waypoints: Point[] | null }
  | ({ kind: 'pinching' } & PinchState)
  /** The gesture is over (long press, pinch); waiting for every pointer to lift. */
  | { kind: 'done' };

export class InteractionController {
  interactivity: Interactivity = { ...DEFAULT_INTERACTIVITY };
  private state: State = { kind: 'idle' };
  private readonly pointers = new Map<number, Point>();
  private hovered: string | null = null;
  /** Where a pointer last moved over the canvas (canvas pixels); undefined once it left. */
  private lastPointer: Point | undefined;
  private selectedConnection: string | null = null;
  private overlay: OverlayState = EMPTY_OVERLAY;
  private readonly clicks = new G.ClickTracker();

  constructor(private readonly host: InteractionHost) {}

  /** The kind of gesture in progress ('idle' when none), for tests and the adapter. */
  get gesture(): State['kind'] {
    return this.state.kind;
  }

  /**
   * Merges `changes`. Setting what is already set does nothing (a shell may set it on every render, and
   * every camera change renders it again mid-gesture); a change ends only the gesture it now forbids
   * (a node drag, a connect drag, a marquee). Pan and pinch are always allowed and go on.
   */
  setInteractivity(changes: Partial<Interactivity>): void {
    const next = { ...this.interactivity, ...changes };
    const keys = Object.keys(next) as (keyof Interactivity)[];
    if (keys.every((key) => next[key] === this.interactivity[key])) return;
    this.interactivity = next;
    if (!this.allows(this.state)) this.cancel();
    this.refreshOverlay();
  }

  /** The connection the shell shows selected; its waypoints become handles. */
  setSelectedConnection(id: string | null): void {
    if (id === this.selectedConnection) return;
    if (this.state.kind === 'bending') this.cancel();
    this.selectedConnection = id;
    this.refreshOverlay();
  }

  pointerDown(p: PointerInput): void {
    this.pointers.set(p.id, { x: p.x, y: p.y });
    if (this.pointers.size === 2 && this.state.kind !== 'done') {
      if (this.state.kind === 'dragging') this.host.endPreview(false);
      this.state = { kind: 'pinching', ...startPinch(this.pointers, this.host.camera) };
      this.updateOverlay(CLEARED);
      return;
    }
    if (this.pointers.size > 1 || (p.button ?? 0) === 2) return;
    const startWorld = this.toWorld(p);
    const press: Press = {
      pointer: p.id,
      start: { x: p.x, y: p.y },
      startWorld,
      time: p.time,
      target: this.targetAt(startWorld),
      shift: p.shift === true,
      pointerType: p.pointerType ?? 'mouse',
      button: p.button ?? 0,
    };
    this.state = { kind: 'pressed', ...press };
  }

  pointerMove(p: PointerInput): void {
    this.lastPointer = { x: p.x, y: p.y };
    if (this.pointers.has(p.id)) this.pointers.set(p.id, { x: p.x, y: p.y });
    const s = this.state;
    if (s.kind === 'idle') this.hover(p);
    else if (s.kind === 'pinching') movePinch(this.host, s, this.pointers);
    if (s.kind === 'idle' || s.kind === 'pinching' || s.kind === 'done') return;
    const press = s.kind === 'pressed' ? s : s.press;
    if (press.pointer !== p.id) return;
    if (s.kind === 'pressed') {
      if (G.screenDistance(press.start, p) <= G.CLICK_SLOP[press.pointerType]) return;
      this.startGesture(press);
    }
    this.moveGesture(p);
  }

  pointerUp(p: PointerInput): void {
    this.pointers.delete(p.id);
    const s = this.state;
    if (s.kind === 'pinching' || s.kind === 'done') {
      if (this.pointers.size === 0) this.state = { kind: 'idle' };
      else this.state = { kind: 'done' };
      return;
    }
    if (s.kind === 'idle') return;
    const press = s.kind === 'pressed' ? s : s.press;
    if (press.pointer !== p.id) return;
    this.state = { kind: 'idle' };
    if (s.kind === 'pressed') this.click(press, p);
    else if (s.kind === 'dragging') this.drop(s.drag, s.dx, s.dy);
    else if (s.kind === 'marquee') this.selectInMarquee(press, p);
    else if (s.kind === 'connecting') this.connectAt(s.from, p);
    else if (s.kind === 'bending' && s.waypoints !== null)
      this.host.emit('setWaypoints', { connectionId: s.edgeId, waypoints: s.waypoints });
    this.updateOverlay(CLEARED);
    this.refreshOverlay();
  }

  /** Pointer cancelled, Escape, or a mode change: undoes a preview and forgets the gesture. */
  cancel(): void {
    if (this.state.kind === 'dragging') this.host.endPreview(false);
    this.state = this.pointers.size > 0 && this.state.kind !== 'idle' ? { kind: 'done' } : { kind: 'idle' };
    this.updateOverlay(CLEARED);
  }

  pointerCancel(p: PointerInput): void {
    this.cancel();
    this.pointers.delete(p.id);
    if (this.pointers.size === 0) this.state = { kind: 'idle' };
  }

  /** The map point under the pointer, while one is over the canvas (where a paste goes). */
  get pointerWorld(): Point | undefined {
    return this.lastPointer && this.toWorld(this.lastPointer);
  }

  /** The pointer left the canvas: no hovered node. */
  pointerLeave(): void {
    this.lastPointer = undefined;
    if (this.state.kind !== 'idle' || this.hovered === null) return;
    this.hovered = null;
    this.refreshOverlay();
  }

  /** When `tick` next has something to do (a long press), or undefined. */
  nextDeadline(): number | undefined {
    const s = this.state;
    if (s.kind !== 'pressed' || !G.LONG_PRESS_POINTERS.has(s.pointerType)) return undefined;
    return s.time + G.LONG_PRESS_MS;
  }

  tick(now: number): void {
    const deadline = this.nextDeadline();
    if (deadline === undefined || now < deadline || this.state.kind !== 'pressed') return;
    const { start } = this.state;
    this.state = { kind: 'done' };
    this.contextMenuAt(start.x, start.y);
  }

  /**
   * A secondary click (the DOM's contextmenu event) or a long press at a screen point: the node there,
   * else the connection there (whatever the mode: a read-only menu still names it), else empty space.
   */
  contextMenuAt(x: number, y: number): void {
    const world = this.toWorld({ x, y });
    const { scene } = this.host;
    const nodeId = scene.nodeAt(world.x, world.y) ?? null;
    const connectionId =
      nodeId === null
        ? (scene.edgeAt(world.x, world.y, G.EDGE_PICK_TOLERANCE / this.host.camera.scale) ?? null)
        : null;
    this.host.emit('contextMenu', { nodeId, connectionId, screen: { x, y } });
  }

  wheel(w: WheelInput): void {
    const change = zoomBy(this.host.camera, w.x, w.y, wheelZoomFactor(w.deltaY, w.deltaMode ?? 0));
    applyCamera(this.host, change.camera, change.warning);
  }

  /**
   * After the engine's views changed: a pointer resting over the canvas may now be over another node
   * (one added, moved or removed under it), so the hovered node, whose handle a press looks for first,
   * is found again now rather than at the next move; a press right after the change, with no move or
   * frame in between, meets the scene as it is. Then the handles follow.
   */
  sceneChanged(): void {
    if (this.state.kind === 'idle' && this.lastPointer !== undefined) this.hover(this.lastPointer);
    this.refreshOverlay();
  }

  /** Recomputes the handles (after the selection changed). */
  refreshOverlay(): void {
    const { scene } = this.host;
    // No handles while nodes move under the pointer or the camera is pinched.
    const moving = this.state.kind === 'dragging' || this.state.kind === 'pinching';
    const ids = this.connectable() && !moving ? handleNodes(scene, this.hovered) : [];
    this.updateOverlay({ handles: handlePoints(scene, ids), bend: this.bend() });
  }

  /** The selected connection's handles, previewing `bent` waypoints during a drag. */
  private bend(bent?: readonly Point[]) {
    const { scene } = this.host;
    const edge = this.selectedConnection === null ? undefined : scene.edgeView(this.selectedConnection);
    const from = edge && scene.nodeBox(edge.from);
    const to = edge && scene.nodeBox(edge.to);
    if (edge === undefined || from === undefined || to === undefined) return null;
    return bendHandles(edge, from, to, { editable: this.bendable(), ...(bent ? { bent } : {}) });
  }

  /** Connection handles are offered (none in pan mode, where a drag from one would pan). */
  private connectable(): boolean {
    return this.interactivity.connect && !this.interactivity.panMode;
  }

  /** Waypoints can be dragged (not in pan mode). */
  private bendable(): boolean {
    return this.interactivity.drag && !this.interactivity.panMode;
  }

  private startGesture(press: Press): void {
    const { target } = press;
    const { select, drag, connect, marquee, panMode } = this.interactivity;
    const panning = press.button === 1 || panMode;
    if (!panning && target.kind === 'handle' && connect) {
      this.state = { kind: 'connecting', press, from: target.nodeId };
    } else if (!panning && target.kind === 'bend' && drag) {
      const { edgeId, handle } = target;
      this.state = { kind: 'bending', press, edgeId, handle, waypoints: null };
    } else if (!panning && (target.kind === 'node' || target.kind === 'handle') && drag) {
      this.state = { kind: 'dragging', press, drag: this.startDrag(press, target.nodeId), dx: 0, dy: 0 };
      this.refreshOverlay();
    } else if (!panning && target.nodeId === null && select && (press.shift || marquee)) {
      this.state = { kind: 'marquee', press };
    } else {
      this.state = { kind: 'panning', press, camera: this.host.camera };
    }
  }

  /** Whether the interactivity now still allows the gesture in progress. */
  private allows(state: State): boolean {
    const { select, drag, connect, panMode } = this.interactivity;
    if (panMode)
      return (
        state.kind !== 'dragging' &&
        state.kind !== 'bending' &&
        state.kind !== 'connecting' &&
        state.kind !== 'marquee'
      );
    if (state.kind === 'dragging' || state.kind === 'bending') return drag;
    if (state.kind === 'connecting') return connect;
    if (state.kind === 'marquee') return select;
    return true;
  }

  private startDrag(press: Press, nodeId: string): DragStart {
    const scene = this.host.scene;
    let ids: string[];
    if (scene.isSelected(nodeId)) ids = [...scene.selectedIds()];
    else {
      ids = press.shift ? [...scene.selectedIds(), nodeId] : [nodeId];
      if (this.interactivity.select)
        this.host.emit('select', { nodeIds: [nodeId], mode: press.shift ? 'add' : 'replace' });
    }
    const drag = dragStart(scene, ids);
    this.host.beginPreview(drag.ids);
    return drag;
  }

  private moveGesture(p: PointerInput): void {
    const s = this.state;
    const world = this.toWorld(p);
    if (s.kind === 'panning') {
      applyCamera(this.host, panBy(s.camera, p.x - s.press.start.x, p.y - s.press.start.y));
    } else if (s.kind === 'marquee') {
      this.updateOverlay({ marquee: G.rectBetween(s.press.startWorld, world) });
    } else if (s.kind === 'connecting') {
      const box = this.host.scene.nodeBox(s.from);
      const over = this.host.scene.nodeAt(world.x, world.y);
      const target = over !== undefined && over !== s.from ? over : null;
      const from = box ? G.handleCentre(box) : s.press.startWorld;
      this.updateOverlay({ connectLine: { from, to: world }, connectTarget: target });
    } else if (s.kind === 'bending') {
      const current = this.bend()?.waypoints ?? [];
      s.waypoints = bentWaypoints(current, s.handle, world);
      this.updateOverlay({ bend: this.bend(s.waypoints) });
    } else if (s.kind === 'dragging') {
      const { drag, press } = s;
      const rawDx = world.x - press.startWorld.x;
      const rawDy = world.y - press.startWorld.y;
      const others = p.alt ? [] : this.alignmentCandidates(drag, rawDx, rawDy);
      const step = dragStep(drag, rawDx, rawDy, others, this.host.scene.workspaceBounds);
      s.dx = step.dx;
      s.dy = step.dy;
      this.host.previewOffset(step.dx, step.dy);
      this.updateOverlay({ guides: step.guides });
    }
  }

  private alignmentCandidates(drag: DragStart, dx: number, dy: number) {
    const union = unionBoxes(drag.boxes);
    if (union === undefined) return [];
    const moved = { ...union, x: union.x + dx, y: union.y + dy };
    const near = expandBox(moved, G.ALIGNMENT_RANGE / this.host.camera.scale);
    return this.host.scene.boxesNear(near, new Set(drag.ids));
  }

  private click(press: Press, p: PointerInput): void {
    const { target } = press;
    if (target.kind === 'edge' || target.kind === 'bend') {
      this.clickConnection(target, p);
      return;
    }
    const { nodeId } = target;
    if (this.interactivity.select) {
      if (nodeId !== null)
        this.host.emit('select', { nodeIds: [nodeId], mode: press.shift ? 'toggle' : 'replace' });
      else if (!press.shift) this.host.emit('select', { nodeIds: [], mode: 'replace' });
      if (this.selectedConnection !== null && !press.shift)
        this.host.emit('selectConnection', { connectionId: null });
    }
    if (this.clicks.click(p.time, p, nodeId))
      this.host.emit('doubleClick', { nodeId, position: this.toWorld(p) });
  }

  /** A click selects a connection; a double click on one of its waypoints removes that waypoint. */
  private clickConnection(target: Extract<Target, { edgeId: string }>, p: PointerInput): void {
    const { edgeId } = target;
    if (target.kind === 'edge') {
      this.clicks.click(p.time, p, edgeId);
      if (this.interactivity.select) this.host.emit('selectConnection', { connectionId: edgeId });
      return;
    }
    const { handle } = target;
    const waypoints = this.bend()?.waypoints;
    const double = this.clicks.click(p.time, p, `${edgeId}#${handle.kind}`);
    if (double && handle.kind === 'waypoint' && waypoints !== undefined)
      this.host.emit('setWaypoints', {
        connectionId: edgeId,
        waypoints: withoutWaypoint(waypoints, handle.index),
      });
  }

  private drop(drag: DragStart, dx: number, dy: number): void {
    const moves = dropMoves(drag, dx, dy);
    this.host.endPreview(moves.length > 0);
    if (moves.length > 0) this.host.emit('moveNodes', { moves });
  }

  private selectInMarquee(press: Press, p: PointerInput): void {
    const rect = G.rectBetween(press.startWorld, this.toWorld(p));
    const nodeIds = this.host.scene.nodesInRect(rect);
    this.host.emit('select', { nodeIds, mode: press.shift ? 'add' : 'replace' });
  }

  private connectAt(from: string, p: PointerInput): void {
    const world = this.toWorld(p);
    const to = this.host.scene.nodeAt(world.x, world.y);
    if (to !== undefined && to !== from) this.host.emit('connect', { from, to });
  }

  private hover(p: Point): void {
    const world = this.toWorld(p);
    const over = this.host.scene.nodeAt(world.x, world.y) ?? null;
    // Keep the hovered node while the pointer is on its handle, just outside its box.
    const keep =
      this.hovered !== null && onHandle(this.host.scene, this.hovered, world, this.host.camera.scale);
    if (keep || over === this.hovered) return;
    this.hovered = over;
    this.refreshOverlay();
  }

  private targetAt(world: Point): Target {
    const scene = this.host.scene;
    if (this.connectable()) {
      const nodeId = handleAt(scene, handleNodes(scene, this.hovered), world, this.host.camera.scale);
      if (nodeId !== undefined) return { kind: 'handle', nodeId };
    }
    const bend = this.bendable() ? this.bend() : null;
    const handle = bend ? bendHandleAt(bend, world, this.host.camera.scale) : undefined;
    if (handle !== undefined && this.selectedConnection !== null)
      return { kind: 'bend', nodeId: null, edgeId: this.selectedConnection, handle };
    const nodeId = scene.nodeAt(world.x, world.y);
    if (nodeId !== undefined) return { kind: 'node', nodeId };
    const edgeId = this.interactivity.select
      ? scene.edgeAt(world.x, world.y, G.EDGE_PICK_TOLERANCE / this.host.camera.scale)
      : undefined;
    return edgeId === undefined ? { kind: 'empty', nodeId: null } : { kind: 'edge', nodeId: null, edgeId };
  }

  private updateOverlay(changes: Partial<OverlayState>): void {
    const next = overlayWith(this.overlay, changes);
    if (next === this.overlay) return;
    this.overlay = next;
    this.host.setOverlay(next);
  }

  private toWorld(p: Point): Point {
    return screenToWorld(this.host.camera, p.x, p.y);
  }
}
