import { Box } from '@chakra-ui/react';
import { reaction } from 'mobx';
import { useEffect, useRef } from 'react';
import type { Camera } from '../../engine/geometry/camera';
import type { Interactivity } from '../../engine/interaction/types';
import { MapEngine } from '../../engine/MapEngine';
import { changedViews, fromMap } from '../../engine/scene/fromMap';
import { selectionAction } from '../../src/model/commands/selection';
import type { MapDocumentStore } from '../../src/stores/MapDocumentStore';

export interface MapCanvasProps {
  store: MapDocumentStore;
  label: string;
  interactive: Partial<Interactivity>;
  onCamera?: (camera: Camera) => void;
  /** Receives the engine once it runs (zoom to fit and other camera commands). */
  onReady?: (engine: MapEngine) => void;
}

/**
 * Mounts the GPU engine over a map store (DESIGN.md: the engine knows no React and no stores). MobX
 * reactions feed it the views of what each action changed; its requests (select, move, connect) come
 * back as map actions on the store.
 */
export function MapCanvas({ store, label, interactive, onCamera, onReady }: MapCanvasProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const engineRef = useRef<MapEngine | null>(null);
  const callbacks = useRef({ onCamera, onReady, interactive });
  callbacks.current = { onCamera, onReady, interactive };

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    let disposed = false;
    const cleanups: (() => void)[] = [];
    void MapEngine.create({ host }).then((engine) => {
      if (disposed) return engine.destroy();
      engineRef.current = engine;
      engine.setInteractive(callbacks.current.interactive);
      cleanups.push(
        reaction(
          () => store.map,
          (map) => {
            if (!map) return;
            const change = store.lastChange;
            if (change.kind === 'all') {
              engine.setScene(fromMap(map));
              return;
            }
            const views = changedViews(map, [...change.changed.nodes, ...change.changed.connections]);
            engine.removeEdges(views.removedEdgeIds);
            engine.removeNodes(views.removedNodeIds);
            engine.upsertNodes(views.nodes);
            engine.upsertEdges(views.edges);
          },
          { fireImmediately: true },
        ),
        engine.on('select', ({ nodeIds, mode }) => {
          if (store.map) store.apply(selectionAction(store.map, nodeIds, mode));
        }),
        engine.on('moveNodes', ({ moves }) => {
          const map = store.map;
          if (!map) return;
          const levelId = map.currentLevelId;
          const result = store.apply({
            type: 'moveNodes',
            moves: moves.map(({ nodeId, position }) => ({ nodeId, levelId, position })),
          });
          // A refused move: the engine still shows its preview, so it gets the nodes as they are.
          if (!result.ok)
            engine.upsertNodes(
              changedViews(
                map,
                moves.map((move) => move.nodeId),
              ).nodes,
            );
        }),
        engine.on('cameraChange', ({ camera }) => callbacks.current.onCamera?.(camera)),
      );
      engine.zoomToFit();
      callbacks.current.onCamera?.(engine.camera);
      callbacks.current.onReady?.(engine);
    });
    return () => {
      disposed = true;
      for (const cleanup of cleanups) cleanup();
      engineRef.current?.destroy();
      engineRef.current = null;
    };
  }, [store]);

  useEffect(() => {
    engineRef.current?.setInteractive(interactive);
  });

  return (
    <Box
      ref={hostRef}
      role="application"
      aria-label={label}
      position="absolute"
      inset="0"
      overflow="hidden"
    />
  );
}
