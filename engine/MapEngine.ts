/**
 * The engine's public face: a pixi.js scene of a map driven through a small typed API. It holds node
 * and connection views in world chunks, draws each kind with one draw call per chunk on screen (text
 * in on-screen tiles), animates truth changes a step a second, and renders only when something changed.
 * No React and no stores in here (DESIGN.md).
 */
import { Container, Rectangle, Ticker, type WebGLRenderer } from 'pixi.js';
import type { Position, WorkspaceBounds } from '../src/model/map/bounds';
import { type Camera, IDENTITY_CAMERA, type Viewport } from './geometry/camera';
import type { Box } from './geometry/vector';
import { EngineInteraction, type EngineSurface, type HitResult } from './interaction/engineInteraction';
import type { EngineEventMap, Interactivity } from './interaction/types';
import { type BackgroundImage, BackgroundLayer, type BackgroundState } from './render/backgroundLayer';
import { expandRect, type Rect } from './render/chunkGrid';
import { ChunkMeshes } from './render/chunkMeshes';
import { measuredGlyphWidths } from './render/fontMetrics';
import { FramePacer } from './render/framePacer';
import { IdleWork } from './render/idleWork';
import { PresenceLayer, type RemoteSelection } from './render/presenceLayer';
import { SceneRecords } from './render/sceneRecords';
import { SceneText } from './render/sceneText';
import { fitPicture, thumbnailCamera } from './render/thumbnail';
import { TileCache } from './render/tileCache';
import { WebGLApplication } from './render/webglApplication';
import { setGlyphWidths } from './scene/glyphWidths';
import type { SceneBatch, StagedSceneInput } from './scene/sceneStages';
import { browserStreamClock, SceneStream } from './scene/sceneStream';
import { TruthAnimation } from './scene/truthAnimation';
import type { EdgeView, NodeView } from './scene/views';
import { WARM_UP_EDGE, WARM_UP_NODE } from './scene/warmUp';

export type { HitResult } from './interaction/engineInteraction';
export type { EngineEventMap, EngineEventType, Interactivity, SelectMode } from './interaction/types';
export type { BackgroundImage, BackgroundState } from './render/backgroundLayer';
export type { RemoteSelection } from './render/presenceLayer';
export type { SceneBatch, StagedSceneInput } from './scene/sceneStages';

/** How often a busy GPU is asked whether it has caught up (ms). */
const GPU_POLL_MS = 4;

export const ENGINE_MESSAGES = {
  /** Spec 2 section 8. */
  noResizeObserver: "This browser doesn't support a resize observer",
} as const;

/**
 * The page under the map: white in both colour modes (ui/theme/GUIDE.md), so a map looks the same to
 * everyone; the minimap's and the thumbnail's too.
 */
export const CANVAS_BACKGROUND = 0xffffff;

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
  /** Drags are clamped to these (fromMap gives the map's); unbounded when left out. */
  workspaceBounds?: WorkspaceBounds;
}

/** What the last frame drew, for benchmarks and debugging. */
export interface FrameStats {
  /** Drawn from cached tiles (zoomed out) rather than live chunks. */
  tiled: boolean;
  tilesRendered: number;
  /** Frames skipped so far because the GPU was still busy. */
  deferred: number;
  /**
   * Main-thread milliseconds the engine has spent in its frames so far (culling, text, tiles and the
   * draw calls it issues), without the browser's own work of producing the frame around them.
   */
  frameWorkMs: number;
}

export class MapEngine {
  readonly stats: FrameStats = { tiled: false, tilesRendered: 0, deferred: 0, frameWorkMs: 0 };
  readonly nodes = new Map<string, NodeView>();
  readonly edges = new Map<string, EdgeView>();
  private readonly app = new WebGLApplication();
  private readonly world = new Container({ label: 'world', isRenderGroup: true });
  private readonly chunks = new ChunkMeshes();
  /** Live edit: other members' selections and recent changes, drawn above the scene. */
  private readonly presence = new PresenceLayer(this.nodes);
  /** Presence under the interaction's marks; left out of thumbnails. */
  private readonly overlays = new Container({ label: 'overlays' });
  /** The current level's background image, under everything else. */
  private readonly background = new BackgroundLayer(() => this.requestRender());
  /** Truth and strength changes, one step a second: draws steps in between (views kept as given). */
  private readonly animation = new TruthAnimation(
    {
      now: () => performance.now(),
      after: (ms, tick) => {
        const timer = setTimeout(tick, ms);
        return () => clearTimeout(timer);
      },
    },
    { nodes: this.nodes, edges: this.edges, redraw: (nodes, edges) => this.redraw(nodes, edges) },
  );
  private readonly text = new SceneText(
    (id) => this.animation.drawnNode(id),
    (id) => this.edges.get(id),
  );
  /** Made once the renderer exists (init). */
  private tiles: TileCache | undefined;
  private cameraState: Camera = IDENTITY_CAMERA;
  private frameRequest = 0;
  private destroyed = false;
  /** The timer polling a busy GPU (waitForGpu). */
  private gpuWait: ReturnType<typeof setTimeout> | undefined;
  private pacer: FramePacer | undefined;
  private readonly frameListeners = new Set<() => void>();
  private readonly cameraListeners = new Set<(camera: Camera) => void>();
  private readonly interaction = new EngineInteraction(this.surface());
  private readonly records = new SceneRecords({
    nodes: this.nodes,
    edges: this.edges,
    animation: this.animation,
    chunks: this.chunks,
    text: this.text,
    interaction: this.interaction,
    tiles: () => this.tiles,
  });
  private hostObserver: ResizeObserver | undefined;
  /** The far parts of a staged scene still to draw, with the extent they cover. */
  private stream: SceneStream | undefined;
  /** The zoomed-out bands' simplified lines, written in idle time once a scene is in. */
  private readonly coarseLines = new IdleWork((timeLeft) => this.chunks.scene.writeCoarseLines(timeLeft));

  private constructor() {}

  /** Creates the engine's canvas inside `host` (WebGL 2) and draws nothing until a scene arrives. */
  static async create(options: MapEngineOptions): Promise<MapEngine> {
    // Nodes and labels are sized from here on by the widths of the font their text is drawn with.
    setGlyphWidths(measuredGlyphWidths());
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

  /** True while a staged scene's far parts are still being drawn. */
  get loading(): boolean {
    return this.stream !== undefined;
  }

  /** Replaces everything drawn (a gesture in progress is cancelled). */
  setScene(scene: SceneInput): void {
    this.stopStream();
    this.interaction.sceneCleared();
    if (scene.workspaceBounds !== undefined) this.interaction.setWorkspaceBounds(scene.workspaceBounds);
    this.nodes.clear();
    this.edges.clear();
    this.chunks.scene.clear();
    this.animation.clear();
    this.text.clear();
    this.tiles?.clear();
    this.upsertNodes(scene.nodes);
    this.upsertEdges(scene.edges);
    this.coarseLines.start();
  }

  /**
   * Replaces everything drawn with a scene in stages: what may show on screen (after opening the camera
   * on the scene's extent when `fit`: a large map fitted, a small or empty one at 100%) is drawn in the next frame, the rest in slices between frames,
   * nearest first.
   * Upserts and removals meanwhile win over the rest's older views of the same ids.
   */
  setStagedScene(scene: StagedSceneInput, { fit }: { fit: boolean }): void {
    const { workspaceBounds } = scene;
    this.setScene({ nodes: [], edges: [], ...(workspaceBounds ? { workspaceBounds } : {}) });
    if (fit) this.interaction.openView(scene.bounds);
    const first = scene.around(this.drawnRect());
    this.drawBatch(first, 'always');
    const stream: SceneStream = new SceneStream(
      first.rest,
      scene.bounds,
      (batch) => this.drawBatch(batch, 'inView'),
      browserStreamClock(),
      () => {
        if (this.stream === stream) this.stream = undefined;
        // A frame, drawn or not, tells the frame listeners the whole scene is there.
        this.requestRender();
        this.coarseLines.start();
      },
    );
    this.stream = stream;
  }

  /** Adds or redraws nodes; only their own records, in their own chunk, are touched. */
  upsertNodes(nodes: Iterable<NodeView>): void {
    this.writeNodes(this.shellWrites(this.interaction.incomingNodes(nodes)));
    this.interaction.sceneChanged();
  }

  removeNodes(ids: Iterable<string>): void {
    for (const id of ids) {
      this.stream?.touched(id);
      this.records.removeNode(id);
    }
    this.presence.nodesChanged();
    this.interaction.sceneChanged();
    this.requestRender();
  }

  upsertEdges(edges: Iterable<EdgeView>): void {
    this.writeEdges(this.shellWrites(this.interaction.incomingEdges(edges)));
    this.interaction.sceneChanged();
  }

  removeEdges(ids: Iterable<string>): void {
    for (const id of ids) {
      this.stream?.touched(id);
      this.records.removeEdge(id);
    }
    this.interaction.sceneChanged();
    this.requestRender();
  }

  /**
   * Shows this connection selected (connections' selection is the shell's, not the map's), with its
   * waypoints as handles to drag and, where it may be bent, proposed ones; null shows none.
   */
  setSelectedConnection(id: string | null): void {
    this.interaction.setSelectedConnection(id);
    this.requestRender();
  }

  /**
   * Live edit: outlines each member's selected nodes in their colour with their initials in a badge at
   * the node's top-right corner (several members on one node stacked outwards); replaces the last call's.
   */
  setRemoteSelections(selections: readonly RemoteSelection[]): void {
    this.presence.setRemoteSelections(selections);
    this.requestRender();
  }

  /** Live edit: a dot on each of these nodes, changed lately by another member; replaces the last call's. */
  setChangeMarks(nodeIds: readonly string[]): void {
    this.presence.setChangeMarks(nodeIds);
    this.requestRender();
  }

  /** Moves the camera; no cameraChange event (that is for the engine's own moves). */
  setCamera(camera: Camera): void {
    this.cameraState = camera;
    for (const listener of this.cameraListeners) listener(camera);
    this.requestRender();
  }

  setWorkspaceBounds(bounds: WorkspaceBounds): void {
    this.interaction.setWorkspaceBounds(bounds);
  }

  /** Draws `background` behind the map, over its workspace (null: none); loads in the background. */
  setBackgroundImage(background: BackgroundImage | null): void {
    this.background.show(background);
  }

  /** Whether the background image asked for is loading, shown or failed (none when none was asked for). */
  get backgroundState(): BackgroundState {
    return this.background.state;
  }

  /** Listens to an engine event (see README); returns the unsubscribe. */
  on<K extends keyof EngineEventMap>(type: K, listener: (event: EngineEventMap[K]) => void): () => void {
    return this.interaction.events.on(type, listener);
  }

  /** What gestures may do; read-only modes: `{ drag: false, connect: false }`. Cancels a gesture. */
  setInteractive(changes: Partial<Interactivity>): void {
    this.interaction.setInteractive(changes);
  }

  /**
   * Fits the camera to everything drawn (the default workspace when empty), and to the extent of a
   * staged scene's parts still to come; emits cameraChange.
   */
  zoomToFit(): Camera {
    return this.interaction.zoomToFit(this.stream?.bounds);
  }

  /** The extent of the scene, its parts still to come included (the minimap's); undefined when empty. */
  get sceneBounds(): Box | undefined {
    return this.interaction.sceneBounds(this.stream?.bounds);
  }

  /**
   * A picture of the whole map fitted into `size` (a map's thumbnail), drawn off screen: the view on the
   * canvas, its camera and its selection marks are left as they were.
   */
  thumbnail(size: Viewport): HTMLCanvasElement {
    const shown = this.cameraState;
    const { overlays } = this;
    this.cameraState = thumbnailCamera(this.sceneBounds, this.viewport);
    overlays.visible = false;
    try {
      this.placeFrame();
      const { width, height } = this.app.screen;
      const picture = this.app.renderer.extract.canvas({
        target: this.app.stage,
        frame: new Rectangle(0, 0, width, height),
        clearColor: CANVAS_BACKGROUND,
      }) as HTMLCanvasElement;
      return fitPicture(picture, size, `#${CANVAS_BACKGROUND.toString(16).padStart(6, '0')}`);
    } finally {
      overlays.visible = true;
      this.cameraState = shown;
      this.requestRender();
    }
  }

  /** The map point under the pointer, while one is over the canvas (where a paste goes). */
  get pointerPosition(): Position | undefined {
    return this.interaction.pointerPosition;
  }

  /** The node, else the connection, under a canvas point (CSS pixels). */
  hitTest(x: number, y: number): HitResult | undefined {
    return this.interaction.hitTest(x, y);
  }

  /** Called after each rendered frame (the bench counts frames with it). */
  onFrame(listener: () => void): () => void {
    this.frameListeners.add(listener);
    return () => this.frameListeners.delete(listener);
  }

  /**
   * Called whenever the camera moves (the shell's moves and the user's gestures alike), before the frame
   * that draws it: hit tests use this camera at once, while a busy GPU can hold that frame back.
   */
  onCameraMove(listener: (camera: Camera) => void): () => void {
    this.cameraListeners.add(listener);
    return () => this.cameraListeners.delete(listener);
  }

  /**
   * Takes the host's size now, rather than when the resize observer next reports it: for a caller that
   * has just laid the page out round the canvas and fits the camera to it.
   */
  followHostNow(): void {
    this.app.resize();
  }

  /**
   * Draws in the next animation frame; repeated requests in one frame draw once. While the GPU is
   * behind, the frame is asked for once it has caught up (waitForGpu), not in every animation frame.
   */
  requestRender(): void {
    // A late request (a timer, the shell's cleanup) after destroy draws nothing.
    if (this.destroyed) return;
    if (this.frameRequest === 0 && this.gpuWait === undefined)
      this.frameRequest = requestAnimationFrame(this.renderFrame);
  }

  destroy(): void {
    this.destroyed = true;
    this.coarseLines.stop();
    this.stopStream();
    this.hostObserver?.disconnect();
    this.interaction.destroy();
    cancelAnimationFrame(this.frameRequest);
    clearTimeout(this.gpuWait);
    this.animation.clear();
    this.pacer?.destroy();
    this.text.destroy();
    this.tiles?.destroy();
    this.background.destroy();
    this.presence.destroy();
    this.chunks.destroy();
    this.app.destroy(true, { children: true });
  }

  /**
   * pixi's `resizeTo` follows only the window's size; the host also changes size with the page around
   * it (a toolbar wrapping, a panel opening), and a canvas larger than its host would put the centre of
   * the view and every hit test in the wrong place.
   */
  private followHostSize(host: HTMLElement): void {
    if (typeof ResizeObserver === 'undefined') {
      console.warn(ENGINE_MESSAGES.noResizeObserver);
      return;
    }
    this.hostObserver = new ResizeObserver(() => this.app.resize());
    this.hostObserver.observe(host);
  }

  private async init({ host, background = CANVAS_BACKGROUND, resolution }: MapEngineOptions): Promise<void> {
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
    // Nor is pixi's system ticker (the clock of its GPU garbage collector), which asked for every
    // animation frame even when nothing was drawn: it is advanced once per frame drawn (renderFrame).
    Ticker.system.autoStart = false;
    Ticker.system.stop();
    const { gl } = this.app.renderer as WebGLRenderer;
    if (typeof WebGL2RenderingContext !== 'undefined' && gl instanceof WebGL2RenderingContext)
      this.pacer = new FramePacer(gl);
    host.appendChild(this.app.canvas);
    this.tiles = new TileCache(this.app.renderer, this.chunks);
    this.world.addChild(
      this.background.container,
      this.tiles.container,
      this.chunks.container,
      this.text.container,
    );
    this.overlays.addChild(this.presence.container, this.interaction.overlay.container);
    this.app.stage.addChild(this.world, this.overlays);
    this.app.renderer.on('resize', () => this.requestRender());
    this.followHostSize(host);
    this.warmUp();
    this.interaction.attach(this.app.canvas);
  }

  /**
   * Writes the views and asks for a frame; `inView`: only when one of them is on screen (the far parts
   * of a staged scene, which would otherwise redraw the chunks on screen for nothing).
   */
  private writeNodes(nodes: Iterable<NodeView>, render: 'always' | 'inView' = 'always'): void {
    if (this.records.writeNodes(nodes, render === 'inView' ? this.drawnRect() : undefined))
      this.requestRender();
    this.presence.nodesChanged();
  }

  private writeEdges(edges: Iterable<EdgeView>, render: 'always' | 'inView' = 'always'): void {
    if (this.records.writeEdges(edges, render === 'inView' ? this.drawnRect() : undefined))
      this.requestRender();
  }

  /** An animation step: only the moved items' own records are rewritten (same geometry, new colours). */
  private redraw(nodes: readonly NodeView[], edges: readonly EdgeView[]): void {
    for (const node of nodes) this.records.drawNode(node);
    for (const edge of edges) this.records.drawEdge(edge);
    this.requestRender();
  }

  /** What the interaction manager sees of the engine. */
  private surface(): EngineSurface {
    const engine = this;
    return {
      nodes: this.nodes,
      edges: this.edges,
      get camera() {
        return engine.cameraState;
      },
      get viewport() {
        return engine.viewport;
      },
      setCamera: (camera) => this.setCamera(camera),
      requestRender: () => this.requestRender(),
      writeNodes: (nodes) => this.writeNodes(nodes),
      writeEdges: (edges) => this.writeEdges(edges),
    };
  }

  /**
   * Draws one node, connection and title, live and from a tile, so every shader program is compiled and
   * linked now: linking
   * waits for the GPU to finish its queue, which mid-animation can take seconds on a software GPU.
   */
  private warmUp(): void {
    this.upsertNodes([WARM_UP_NODE]);
    this.upsertEdges([WARM_UP_EDGE]);
    this.cameraState = IDENTITY_CAMERA;
    this.renderFrame();
    // Zoomed out, the frame is drawn from tiles: links the render-to-texture and sprite programs too.
    this.cameraState = { x: 0, y: 0, scale: 1 / 16 };
    this.renderFrame();
    this.cameraState = IDENTITY_CAMERA;
    // The links above waited for the GPU: the map's first frame must not be held back by these two.
    this.pacer?.reset();
    this.setScene({ nodes: [], edges: [] });
    cancelAnimationFrame(this.frameRequest);
    this.frameRequest = 0;
  }

  /** Views written by the shell: newer than a staged scene's views of the same ids still to come. */
  private *shellWrites<V extends { id: string }>(views: Iterable<V>): Iterable<V> {
    for (const view of views) {
      this.stream?.touched(view.id);
      yield view;
    }
  }

  private drawBatch({ nodes, edges }: SceneBatch, render: 'always' | 'inView'): void {
    this.writeNodes(this.interaction.incomingNodes(nodes), render);
    this.writeEdges(this.interaction.incomingEdges(edges), render);
    this.interaction.sceneChanged();
  }

  private stopStream(): void {
    this.stream?.cancel();
    this.stream = undefined;
  }

  /** What a frame draws: the world rectangle on screen, two pixels more (see renderFrame). */
  private drawnRect(): Rect {
    return expandRect(this.visibleRect(), 2 / this.cameraState.scale);
  }

  /** The world rectangle on screen. */
  private visibleRect(): Rect {
    const { x, y, scale } = this.cameraState;
    const { width, height } = this.app.screen;
    return { minX: -x / scale, minY: -y / scale, maxX: (width - x) / scale, maxY: (height - y) / scale };
  }

  private readonly renderFrame = (): void => {
    const started = performance.now();
    this.drawFrame();
    this.stats.frameWorkMs += performance.now() - started;
  };

  /** Polls the frame pacer's fences until the GPU has caught up, then asks for a frame. */
  private waitForGpu(): void {
    if (this.gpuWait !== undefined) return;
    const poll = () => {
      if (this.pacer?.ready() === false) {
        this.gpuWait = setTimeout(poll, GPU_POLL_MS);
        return;
      }
      this.gpuWait = undefined;
      this.requestRender();
    };
    this.gpuWait = setTimeout(poll, GPU_POLL_MS);
  }

  /** Sets the scene out for the camera (what is drawn, at what detail); true while some of it is still to come. */
  private placeFrame(): boolean {
    const { x, y, scale } = this.cameraState;
    this.world.position.set(x, y);
    this.world.scale.set(scale);
    const pixel = 1 / scale;
    const view = this.visibleRect();
    // Boxes grow by a pixel for anti-aliasing and lines are at least a pixel wide.
    const drawn = this.drawnRect();
    const tiles = this.tiles?.frame(drawn, scale) ?? { tiled: false, pending: false };
    this.chunks.show(tiles.tiled ? [] : [drawn], pixel);
    this.stats.tiled = tiles.tiled;
    this.stats.tilesRendered = tiles.rendered ?? 0;
    const pending = this.text.frame(view, scale, pixel) || tiles.pending;
    this.presence.frame(this.cameraState, view);
    this.interaction.overlay.frame(this.cameraState);
    return pending;
  }

  private drawFrame(): void {
    // Drawn directly (the warm-up), a frame asked for earlier is not wanted: its id would be lost.
    cancelAnimationFrame(this.frameRequest);
    this.frameRequest = 0;
    // An engine destroyed within a frame of its creation (a map that fails to load) draws nothing.
    if (this.destroyed) return;
    if (this.pacer !== undefined && !this.pacer.ready()) {
      // The GPU is still busy with earlier frames: draw the latest state once it has caught up.
      this.stats.deferred++;
      this.waitForGpu();
      return;
    }
    const pending = this.placeFrame();
    Ticker.system.update();
    this.app.render();
    this.pacer?.submitted();
    for (const listener of this.frameListeners) listener();
    if (pending) this.requestRender();
    // A staged scene's far parts come once the GPU has drawn its first part: before, their routing would
    // take the processor a software GPU draws with, and the first frame would reach the screen later.
    this.stream?.start(() => this.pacer?.idle() !== false);
  }
}
