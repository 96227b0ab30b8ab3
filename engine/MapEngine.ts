/**
 * The engine's public face: a pixi.js scene of a map driven through a small typed API. It holds node
 * and connection views, draws them with one instanced draw call per kind (titles in on-screen tiles),
 * and renders only when something changed. No React and no stores in here (DESIGN.md).
 */
import { Application, Container, type WebGLRenderer } from 'pixi.js';
import { type Camera, IDENTITY_CAMERA, type Viewport } from './geometry/camera';
import type { BatchLayer } from './render/batchLayer';
import { FramePacer } from './render/framePacer';
import {
  createArrowLayer,
  createBoxLayer,
  createLineLayer,
  removeArrows,
  removeSegments,
  writeArrows,
  writeBox,
  writeSegments,
} from './render/layers';
import { TextTiles } from './render/textTiles';
import type { EdgeView, NodeView } from './scene/views';

const WARM_UP_NODE: NodeView = {
  id: 'warm-up',
  x: 0,
  y: 0,
  width: 100,
  height: 40,
  fill: 0xffffff,
  border: 0,
  borderWidth: 1,
  textColour: 0,
  title: 'A',
  fontSize: 16,
  selected: false,
  highlight: false,
};
const WARM_UP_EDGE: EdgeView = {
  id: 'warm-up',
  from: 'warm-up',
  to: 'warm-up',
  points: [0, 0, 10, 10],
  colour: 0,
  width: 1,
  dash: null,
  arrow: { x: 10, y: 10, dx: 1, dy: 1 },
  startArrow: null,
};

export interface MapEngineOptions {
  /** The element the canvas fills; the engine follows its size. */
  host: HTMLElement;
  background?: number;
  /** Device pixels per CSS pixel; defaults to the window's, so lines stay crisp on every screen. */
  resolution?: number;
}

export interface SceneInput {
  nodes: Iterable<NodeView>;
  edges: Iterable<EdgeView>;
}

export class MapEngine {
  readonly nodes = new Map<string, NodeView>();
  readonly edges = new Map<string, EdgeView>();
  private readonly app = new Application();
  private readonly world = new Container({ label: 'world', isRenderGroup: true });
  private readonly boxes: BatchLayer = createBoxLayer();
  private readonly lines: BatchLayer = createLineLayer();
  private readonly arrows: BatchLayer = createArrowLayer();
  private readonly titles = new TextTiles(this.nodes);
  private readonly segmentCounts = new Map<string, number>();
  private cameraState: Camera = IDENTITY_CAMERA;
  private frameRequest = 0;
  private pacer: FramePacer | undefined;
  private readonly frameListeners = new Set<() => void>();

  private constructor() {}

  /** Creates the engine's canvas inside `host` (WebGL 2) and draws nothing until a scene arrives. */
  static async create(options: MapEngineOptions): Promise<MapEngine> {
    const engine = new MapEngine();
    await engine.init(options);
    return engine;
  }

  get camera(): Camera {
    return this.cameraState;
  }

  get viewport(): Viewport {
    return { width: this.app.screen.width, height: this.app.screen.height };
  }

  get canvas(): HTMLCanvasElement {
    return this.app.canvas;
  }

  /** Replaces everything drawn. */
  setScene(scene: SceneInput): void {
    this.nodes.clear();
    this.edges.clear();
    this.segmentCounts.clear();
    this.boxes.records.clear();
    this.lines.records.clear();
    this.arrows.records.clear();
    this.titles.clear();
    this.upsertNodes(scene.nodes);
    this.upsertEdges(scene.edges);
  }

  /** Adds or redraws nodes; only their own records are touched. */
  upsertNodes(nodes: Iterable<NodeView>): void {
    for (const node of nodes) {
      this.nodes.set(node.id, node);
      writeBox(this.boxes, node);
      this.titles.setNode(node);
    }
    this.requestRender();
  }

  removeNodes(ids: Iterable<string>): void {
    for (const id of ids) {
      this.nodes.delete(id);
      this.boxes.records.remove(id);
      this.titles.removeNode(id);
    }
    this.requestRender();
  }

  upsertEdges(edges: Iterable<EdgeView>): void {
    for (const edge of edges) {
      this.edges.set(edge.id, edge);
      const count = writeSegments(this.lines, edge, this.segmentCounts.get(edge.id) ?? 0);
      this.segmentCounts.set(edge.id, count);
      writeArrows(this.arrows, edge);
    }
    this.requestRender();
  }

  removeEdges(ids: Iterable<string>): void {
    for (const id of ids) {
      this.edges.delete(id);
      removeSegments(this.lines, id, this.segmentCounts.get(id) ?? 0);
      this.segmentCounts.delete(id);
      removeArrows(this.arrows, id);
    }
    this.requestRender();
  }

  setCamera(camera: Camera): void {
    this.cameraState = camera;
    this.requestRender();
  }

  /** Called after each rendered frame (the bench counts frames with it). */
  onFrame(listener: () => void): () => void {
    this.frameListeners.add(listener);
    return () => this.frameListeners.delete(listener);
  }

  /** Draws in the next animation frame; repeated requests in one frame draw once. */
  requestRender(): void {
    if (this.frameRequest === 0) this.frameRequest = requestAnimationFrame(this.renderFrame);
  }

  destroy(): void {
    cancelAnimationFrame(this.frameRequest);
    this.pacer?.destroy();
    this.titles.destroy();
    this.app.destroy(true, { children: true });
  }

  private async init({ host, background = 0xffffff, resolution }: MapEngineOptions): Promise<void> {
    await this.app.init({
      preference: 'webgl',
      background,
      antialias: false,
      autoStart: false,
      resizeTo: host,
      resolution: resolution ?? window.devicePixelRatio ?? 1,
      autoDensity: true,
    });
    // The ticker is not running: the engine renders on demand.
    this.app.ticker.stop();
    const { gl } = this.app.renderer as WebGLRenderer;
    if (typeof WebGL2RenderingContext !== 'undefined' && gl instanceof WebGL2RenderingContext)
      this.pacer = new FramePacer(gl);
    host.appendChild(this.app.canvas);
    this.world.addChild(this.lines.mesh, this.arrows.mesh, this.boxes.mesh, this.titles.container);
    this.app.stage.addChild(this.world);
    this.app.renderer.on('resize', () => this.requestRender());
    this.warmUp();
  }

  /**
   * Draws one node, connection and title so every shader program is compiled and linked now: linking
   * waits for the GPU to finish its queue, which mid-animation can take seconds on a software GPU.
   */
  private warmUp(): void {
    this.upsertNodes([WARM_UP_NODE]);
    this.upsertEdges([WARM_UP_EDGE]);
    this.cameraState = IDENTITY_CAMERA;
    this.renderFrame();
    this.setScene({ nodes: [], edges: [] });
    cancelAnimationFrame(this.frameRequest);
    this.frameRequest = 0;
  }

  private readonly renderFrame = (): void => {
    this.frameRequest = 0;
    if (this.pacer !== undefined && !this.pacer.ready()) {
      // The GPU is still busy with earlier frames: draw the latest state once it has caught up.
      this.requestRender();
      return;
    }
    const { x, y, scale } = this.cameraState;
    this.world.position.set(x, y);
    this.world.scale.set(scale);
    const pixel = 1 / scale;
    this.boxes.sync(pixel);
    this.lines.sync(pixel);
    this.arrows.sync(pixel);
    const { width, height } = this.app.screen;
    const view = {
      minX: -x / scale,
      minY: -y / scale,
      maxX: (width - x) / scale,
      maxY: (height - y) / scale,
    };
    const pending = this.titles.frame(view, scale, pixel);
    this.app.render();
    this.pacer?.submitted();
    for (const listener of this.frameListeners) listener();
    if (pending) this.requestRender();
  };
}
