import { Box } from '@chakra-ui/react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { type Camera, clampScale, roundScale, screenToWorld } from '../../engine/geometry/camera';
import type { Interactivity } from '../../engine/interaction/types';
import { MapEngine } from '../../engine/MapEngine';
import { levelBackgroundOf } from '../../engine/scene/background';
import { changedViews, type MapViewInput } from '../../engine/scene/fromMap';
import { MapSceneStages } from '../../engine/scene/sceneStages';
import { sceneUpdateOf } from '../../engine/scene/sceneUpdate';
import type { EditResult } from '../../src/model/actions/types';
import type { SelectionMode } from '../../src/model/commands/selection';
import type { Position } from '../../src/model/map/bounds';
import type { MapDocumentStore } from '../../src/stores/MapDocumentStore';

/**
 * What the canvas asks of the editor: the one door its requests go through (the editor checks the mode
 * and rights), and the open map it draws.
 */
export interface CanvasEditor {
  readonly document: MapDocumentStore;
  select(nodeIds: readonly string[], mode: SelectionMode): EditResult;
  moveNodes(moves: readonly { nodeId: string; position: Position }[]): EditResult;
  connect(from: string, to: string): EditResult;
  setWaypoints(connectionId: string, waypoints: readonly Position[]): EditResult | null;
}

import { mapDrawn } from './mapDrawn';
import { viewedMap } from './viewedMap';

export interface MapCanvasProps {
  editor: CanvasEditor;
  label: string;
  /**
   * The map is loaded and the page laid out round the canvas (its header, toolbar and panels): the
   * first draw, fitted to the canvas, waits for it. The engine itself starts as the canvas mounts, while
   * the map is still coming.
   */
  ready: boolean;
  interactive: Partial<Interactivity>;
  onCamera?: (camera: Camera) => void;
  /** Where the map opens, asked as the engine starts; null (or none) fits the camera to the map. */
  openAt?: () => Promise<Camera | null>;
  /** What the editor answered a request from the canvas (a refused move, connection or waypoint). */
  onResult?: (result: EditResult | null) => void;
  /** Receives the engine once it runs (zoom to fit and other camera commands). */
  onReady?: (engine: MapEngine) => void;
  /** A double click on a node, or on empty space (nodeId null), at a map point. */
  onDoubleClick?: (event: { nodeId: string | null; position: Position }) => void;
  /**
   * A right click or a long press: on a node, else a connection, else empty space (both null), at a
   * page point (`client`) and a map point (`position`).
   */
  onContextMenu?: (event: {
    nodeId: string | null;
    connectionId: string | null;
    client: Position;
    position: Position;
  }) => void;
  /** Nodes the user selected on the canvas (a click or a marquee), after the selection is applied. */
  onSelectNodes?: (nodeIds: readonly string[]) => void;
  /**
   * Nodes a presentation hides: left out (default), drawn as ghosts an author can pick (recording), or as
   * ghosts without their titles (a recall question's nodes, until the learner names them).
   */
  hiddenAs?: MapViewInput['hiddenAs'];
  /** The connection shown selected; a click on one asks for it (null lets it go). */
  selectedConnectionId?: string | null;
  onSelectConnection?: (connectionId: string | null) => void;
}

/** The camera as `x y scale` on the canvas's element (data-camera), for tests, the way zoom-level shows the scale. */
function showCamera(host: HTMLElement, camera: Camera): void {
  host.dataset.camera = `${camera.x} ${camera.y} ${camera.scale}`;
}

/** Whether the map's far parts are still coming (data-scene `loading`) or all drawn (`drawn`), for tests and benches. */
function showSceneState(host: HTMLElement, loading: boolean): void {
  const state = loading ? 'loading' : 'drawn';
  if (host.dataset.scene !== state) host.dataset.scene = state;
}

/** How many nodes and connections are in the scene (data-nodes, data-edges), for tests waiting on new ones. */
function showEntityCounts(host: HTMLElement, engine: MapEngine): void {
  const nodes = String(engine.nodes.size);
  if (host.dataset.nodes !== nodes) host.dataset.nodes = nodes;
  const edges = String(engine.edges.size);
  if (host.dataset.edges !== edges) host.dataset.edges = edges;
}

/** The current level's background image: none, loading, shown or failed (data-background), for tests. */
function showBackgroundState(host: HTMLElement, engine: MapEngine): void {
  if (host.dataset.background !== engine.backgroundState) host.dataset.background = engine.backgroundState;
}

/**
 * Mounts the GPU engine over a map store (DESIGN.md: the engine knows no React and no stores). The
 * store's change stream feeds it the views of what each change touched; its requests (select, move,
 * connect, waypoints) go through the editor's one door.
 */
export function MapCanvas(props: MapCanvasProps) {
  const { editor, label, interactive, selectedConnectionId = null, ready } = props;
  const store = editor.document;
  const hostRef = useRef<HTMLDivElement>(null);
  const engineRef = useRef<MapEngine | null>(null);
  const callbacks = useRef(props);
  callbacks.current = props;
  /** The first draw, once the engine runs; asked for again once the page is laid out. */
  const drawFirst = useRef<() => void>(() => {});

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let disposed = false;
    const cleanups: (() => void)[] = [];
    const opening = callbacks.current.openAt?.().catch(() => null) ?? Promise.resolve(null);
    void Promise.all([MapEngine.create({ host }), opening]).then(([engine, at]) => {
      if (disposed) return engine.destroy();
      engineRef.current = engine;
      engine.setInteractive(callbacks.current.interactive);
      engine.setSelectedConnection(callbacks.current.selectedConnectionId ?? null);
      // The first draw is the whole map, whatever changed last before it (calculated truth often has by
      // then), fitted to the view unless it opens at a camera of its own. Whole-map draws come in stages:
      // what is on screen in the next frame, the rest between the frames after it.
      let drawn = false;
      let shown: Camera | undefined;
      /** The level the scene shows; another one on screen (however it came) is a whole new scene. */
      let drawnLevelId: number | undefined;
      /** The background of the level on screen follows the level, its image and the workspace. */
      const showBackground = () => {
        const { map, session } = store;
        if (map) engine.setBackgroundImage(levelBackgroundOf(map, session.currentLevelId));
        showBackgroundState(host, engine);
      };
      drawFirst.current = () => {
        const map = viewedMap(store, callbacks.current.hiddenAs);
        if (drawn || !map || !callbacks.current.ready) return;
        engine.followHostNow();
        if (at) engine.setCamera({ ...at, scale: clampScale(roundScale(at.scale)) });
        engine.setStagedScene(new MapSceneStages(map), { fit: !at });
        drawnLevelId = map.currentLevelId;
        drawn = true;
        showBackground();
      };
      drawFirst.current();
      cleanups.push(
        // Every change in the order it was made: the views of what it touched, or a whole new scene.
        store.listen((change) => {
          const map = viewedMap(store, callbacks.current.hiddenAs);
          // Before the first draw, which takes the whole map as it is then.
          if (!map || !drawn) return;
          showBackground();
          const update = sceneUpdateOf(map, change, drawnLevelId);
          if (update.kind === 'whole') {
            engine.setStagedScene(new MapSceneStages(map), { fit: false });
            drawnLevelId = map.currentLevelId;
            return;
          }
          if (update.workspaceBounds) engine.setWorkspaceBounds(update.workspaceBounds);
          const { views } = update;
          if (views === undefined) return;
          engine.removeEdges(views.removedEdgeIds);
          engine.removeNodes(views.removedNodeIds);
          engine.upsertNodes(views.nodes);
          engine.upsertEdges(views.edges);
        }),
        engine.on('select', ({ nodeIds, mode }) => {
          editor.select(nodeIds, mode);
          callbacks.current.onSelectNodes?.(nodeIds);
        }),
        engine.on('moveNodes', ({ moves }) => {
          const result = editor.moveNodes(moves);
          callbacks.current.onResult?.(result);
          // A refused move: the engine still shows its preview, so it gets the nodes as they are.
          const map = viewedMap(store, callbacks.current.hiddenAs);
          if (!result.ok && map)
            engine.upsertNodes(
              changedViews(
                map,
                moves.map((move) => move.nodeId),
              ).nodes,
            );
        }),
        engine.on('connect', ({ from, to }) => callbacks.current.onResult?.(editor.connect(from, to))),
        engine.on('doubleClick', (event) => callbacks.current.onDoubleClick?.(event)),
        engine.on('contextMenu', ({ nodeId, connectionId, screen }) => {
          const rect = engine.canvas.getBoundingClientRect();
          callbacks.current.onContextMenu?.({
            nodeId,
            connectionId,
            client: { x: rect.left + screen.x, y: rect.top + screen.y },
            position: screenToWorld(engine.camera, screen.x, screen.y),
          });
        }),
        engine.on('selectConnection', ({ connectionId }) =>
          callbacks.current.onSelectConnection?.(connectionId),
        ),
        engine.on('setWaypoints', ({ connectionId, waypoints }) =>
          callbacks.current.onResult?.(editor.setWaypoints(connectionId, waypoints)),
        ),
        engine.onFrame(() => {
          if (!drawn) return;
          showSceneState(host, engine.loading);
          showBackgroundState(host, engine);
          showEntityCounts(host, engine);
          // The truth worker's copy waits for the whole map, far parts included, to be drawn.
          if (!engine.loading) mapDrawn(store);
          // The camera drawn, told to the shell (its zoom display, the remembered camera) once a frame.
          if (engine.camera === shown) return;
          shown = engine.camera;
          showCamera(host, shown);
          callbacks.current.onCamera?.(shown);
        }),
        // The user's gestures and the shell's own moves (a panel centring a node) alike, on the element as
        // they happen: a click is hit-tested with this camera even while a busy GPU holds its frame back.
        engine.onCameraMove((camera) => {
          if (drawn) showCamera(host, camera);
        }),
      );
      callbacks.current.onReady?.(engine);
    });
    return () => {
      disposed = true;
      drawFirst.current = () => {};
      for (const cleanup of cleanups) cleanup();
      engineRef.current?.destroy();
      engineRef.current = null;
    };
  }, [store, editor]);

  // After the commit that laid the page out round the canvas, before it is painted.
  useLayoutEffect(() => {
    if (ready) drawFirst.current();
  }, [ready]);

  useEffect(() => {
    engineRef.current?.setInteractive(interactive);
    engineRef.current?.setSelectedConnection(selectedConnectionId);
  });

  return (
    <Box
      ref={hostRef}
      role="application"
      aria-label={label}
      data-testid="map-canvas"
      // Focusable from code (Escape in a node's title comes back here), not a stop of its own in Tab order.
      tabIndex={-1}
      position="absolute"
      inset="0"
      overflow="hidden"
    />
  );
}
