/**
 * Interaction for MapEngine, one concern in one manager: the spatial index kept in sync with the views,
 * the drag preview, the overlay, the pointer controller on the canvas and the typed events. The engine
 * calls the hooks from its upserts and removals and draws the overlay each frame.
 */
import type { WorkspaceBounds } from '../../src/model/map/bounds';
import { Emitter } from '../events';
import { type Camera, openingCamera, screenToWorld, type Viewport, zoomToFit } from '../geometry/camera';
import { type Box, type Point, unionBoxes } from '../geometry/vector';
import { Overlay } from '../render/overlay';
import type { EdgeView, NodeView } from '../scene/views';
import { applyCamera } from './cameraGestures';
import { InteractionController } from './controller';
import { attachDomInput } from './domAdapter';
import { DragPreview } from './dragPreview';
import { EDGE_PICK_TOLERANCE } from './gestures';
import { SceneIndex } from './sceneIndex';
import type { EngineEventMap, InteractionHost, Interactivity } from './types';

/** What the interaction needs of the engine. */
export interface EngineSurface {
  readonly nodes: ReadonlyMap<string, NodeView>;
  readonly edges: ReadonlyMap<string, EdgeView>;
  readonly camera: Camera;
  readonly viewport: Viewport;
  setCamera(camera: Camera): void;
  requestRender(): void;
  /** Draw views as given (the preview's own writes, which must not be adjusted again). */
  writeNodes(nodes: Iterable<NodeView>): void;
  writeEdges(edges: Iterable<EdgeView>): void;
}

export type HitResult = { kind: 'node' | 'edge'; id: string };

export class EngineInteraction {
  readonly events = new Emitter<EngineEventMap>();
  readonly index: SceneIndex;
  readonly overlay: Overlay;
  private readonly preview: DragPreview;
  private readonly controller: InteractionController;
  private detach: (() => void) | undefined;

  constructor(private readonly engine: EngineSurface) {
    this.index = new SceneIndex(engine.nodes, engine.edges);
    this.overlay = new Overlay(engine.nodes);
    this.preview = new DragPreview({
      nodes: engine.nodes,
      edges: engine.edges,
      edgesOf: (id) => this.index.edgesOf(id),
      writeNodes: (nodes) => engine.writeNodes(nodes),
      writeEdges: (edges) => engine.writeEdges(edges),
    });
    this.controller = new InteractionController(this.host());
  }

  attach(canvas: HTMLCanvasElement): void {
    this.detach?.();
    this.detach = attachDomInput(canvas, this.controller);
  }

  setInteractive(changes: Partial<Interactivity>): void {
    this.controller.setInteractivity(changes);
  }

  get interactivity(): Readonly<Interactivity> {
    return this.controller.interactivity;
  }

  setWorkspaceBounds(bounds: WorkspaceBounds): void {
    this.index.workspaceBounds = bounds;
  }

  // Hooks from the engine's scene updates --------------------------------------------------------

  /** Before a new scene: the gesture in progress ends, the indexes empty. */
  sceneCleared(): void {
    this.controller.cancel();
    this.index.clear();
  }

  /** Shell views for previewed nodes come back moved. */
  incomingNodes(nodes: Iterable<NodeView>): Iterable<NodeView> {
    return this.preview.adjustNodes(nodes);
  }

  incomingEdges(edges: Iterable<EdgeView>): Iterable<EdgeView> {
    return this.preview.adjustEdges(edges);
  }

  /** After `nodes` holds the view. */
  nodeWritten(node: NodeView): void {
    this.index.nodeSet(node);
  }

  /** Before `edges` holds the view. */
  edgeWritten(edge: EdgeView): void {
    this.index.edgeSet(edge, this.engine.edges.get(edge.id));
  }

  /** Before `nodes` loses it. */
  nodeRemoved(id: string): void {
    this.preview.forget(id);
    this.index.nodeRemoved(id);
  }

  /** Before `edges` loses it. */
  edgeRemoved(id: string): void {
    this.preview.forget(id);
    this.index.edgeRemoved(this.engine.edges.get(id));
  }

  /** After a batch of node or connection changes: hover and handles follow the scene. */
  sceneChanged(): void {
    this.controller.sceneChanged();
  }

  /** The connection shown selected, with its waypoint handles (null: none). */
  setSelectedConnection(id: string | null): void {
    this.controller.setSelectedConnection(id);
  }

  // Queries and commands -------------------------------------------------------------------------

  /** Fits everything drawn and `coming` (the extent of a scene's parts still to be drawn). */
  zoomToFit(coming?: Box): Camera {
    return this.frame(coming, zoomToFit);
  }

  /** Where a map opens (openingCamera): a large one fitted, a small or empty one at 100%. */
  openView(coming?: Box): Camera {
    return this.frame(coming, openingCamera);
  }

  /** The extent of everything drawn and `coming`; undefined for an empty scene. */
  sceneBounds(coming?: Box): Box | undefined {
    const drawn = this.index.bounds();
    return coming === undefined ? drawn : unionBoxes(drawn === undefined ? [coming] : [drawn, coming]);
  }

  private frame(coming: Box | undefined, rule: typeof zoomToFit): Camera {
    const { engine } = this;
    const change = rule(this.sceneBounds(coming), engine.viewport, { current: engine.camera });
    applyCamera(this.host(), change.camera, change.warning);
    return engine.camera;
  }

  /** The map point under the pointer, while one is over the canvas. */
  get pointerPosition(): Point | undefined {
    return this.controller.pointerWorld;
  }

  hitTest(x: number, y: number): HitResult | undefined {
    const { camera } = this.engine;
    const world = screenToWorld(camera, x, y);
    const node = this.index.nodeAt(world.x, world.y);
    if (node !== undefined) return { kind: 'node', id: node };
    const edge = this.index.edgeAt(world.x, world.y, EDGE_PICK_TOLERANCE / camera.scale);
    return edge === undefined ? undefined : { kind: 'edge', id: edge };
  }

  destroy(): void {
    this.detach?.();
    this.detach = undefined;
    this.events.clear();
    this.overlay.destroy();
  }

  private host(): InteractionHost {
    const { engine } = this;
    return {
      scene: this.index,
      get camera() {
        return engine.camera;
      },
      get viewport() {
        return engine.viewport;
      },
      setCamera: (camera) => engine.setCamera(camera),
      emit: (type, event) => this.events.emit(type, event),
      beginPreview: (ids) => this.preview.begin(ids),
      previewOffset: (dx, dy) => this.preview.offset(dx, dy),
      endPreview: (keep) => this.preview.end(keep),
      setOverlay: (state) => {
        this.overlay.set(state);
        engine.requestRender();
      },
      warn: (message) => console.warn(message),
    };
  }
}
