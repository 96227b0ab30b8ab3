import { Box } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { visibleWorldRect } from '../../engine/geometry/camera';
import { cameraCentredAt, type MinimapFrame, minimapFrame, toMinimap } from '../../engine/geometry/minimap';
import { CANVAS_BACKGROUND, type MapEngine } from '../../engine/MapEngine';
import { SELECTION_COLOUR } from '../../engine/scene/views';

/** The minimap's size in CSS pixels. */
const SIZE = { width: 200, height: 130 };
/** It is drawn again at most this often (ms), after the engine drew a frame: cheap on a 50k-node map. */
const REDRAW_MS = 120;

const hex = (colour: number) => `#${colour.toString(16).padStart(6, '0')}`;

/**
 * Every node of the level as a rectangle in its own colour, and the part of the map the view shows: a 2D
 * canvas drawn from the engine's node views, again after the frames that may have changed them (no more
 * often than REDRAW_MS). A click or a drag on it centres the view there, at the zoom it has.
 */
export function Minimap({ engine, label }: { engine: MapEngine; label: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const frameRef = useRef<MinimapFrame | null>(null);

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = SIZE.width * ratio;
    canvas.height = SIZE.height * ratio;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const draw = () => {
      timer = undefined;
      const frame = minimapFrame(engine.sceneBounds, SIZE);
      frameRef.current = frame;
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      context.clearRect(0, 0, SIZE.width, SIZE.height);
      let fill = -1;
      for (const node of engine.nodes.values()) {
        if (node.fill !== fill) {
          fill = node.fill;
          context.fillStyle = hex(fill);
        }
        const box = toMinimap(frame, node);
        context.fillRect(box.x, box.y, box.width, box.height);
      }
      const view = toMinimap(frame, visibleWorldRect(engine.camera, engine.viewport));
      context.strokeStyle = hex(SELECTION_COLOUR);
      context.lineWidth = 2;
      context.strokeRect(view.x, view.y, view.width, view.height);
    };
    draw();
    const stop = engine.onFrame(() => {
      timer ??= setTimeout(draw, REDRAW_MS);
    });
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, [engine]);

  const centreOn = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const frame = frameRef.current;
    if (!frame) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const at = { x: event.clientX - rect.left, y: event.clientY - rect.top };
    engine.setCamera(cameraCentredAt(frame, at, engine.camera, engine.viewport));
  };

  return (
    <Box
      position="absolute"
      left="3"
      bottom="3"
      borderWidth="1px"
      rounded="md"
      shadow="sm"
      overflow="hidden"
      // The canvas's page colour, as under the map itself (the canvas stays light in both colour modes).
      style={{ background: hex(CANVAS_BACKGROUND) }}
    >
      <canvas
        ref={canvasRef}
        aria-label={label}
        data-testid="minimap"
        style={{
          width: SIZE.width,
          height: SIZE.height,
          display: 'block',
          cursor: 'pointer',
          touchAction: 'none',
        }}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          centreOn(event);
        }}
        onPointerMove={(event) => {
          if (event.currentTarget.hasPointerCapture(event.pointerId)) centreOn(event);
        }}
        onPointerUp={(event) => event.currentTarget.releasePointerCapture(event.pointerId)}
      />
    </Box>
  );
}
