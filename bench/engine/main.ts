/**
 * The engine's benchmark page (../shared/bench/README.md): renders the fixture named by `?fixture=`,
 * resolves `window.__benchReady` after the first full frame, and `window.__benchAnimate(ms)` moves the
 * camera along the shared path, resolving to the frame intervals.
 */
import { MapEngine } from '../../engine/MapEngine';
import { routedEdgeView } from '../../engine/scene/edgeView';
import type { EdgeView, NodeView } from '../../engine/scene/views';
import { type BenchCamera, cameraAt, cameraKeys } from './camera-path.js';
import type { Fixture } from './fixture';

declare global {
  interface Window {
    __benchReady: Promise<{ loadMs: number }>;
    __benchAnimate: (ms: number) => Promise<number[]>;
  }
}

const EDGE_STYLE = { colour: 0x4a5568, width: 2, dash: null, arrow: true, startArrow: false } as const;

function views(fixture: Fixture): { nodes: NodeView[]; edges: EdgeView[] } {
  const nodes = fixture.nodes.map(
    (node): NodeView => ({
      id: node.id,
      x: node.x,
      y: node.y,
      width: node.w,
      height: node.h,
      fill: 0xebf4ff,
      border: 0x4a5568,
      borderWidth: 1,
      textColour: 0x1a202c,
      title: node.title,
      fontSize: 18,
      selected: false,
      highlight: false,
    }),
  );
  const boxes = new Map(nodes.map((node) => [node.id, node]));
  const edges = fixture.edges.flatMap((edge) => {
    const from = boxes.get(edge.from);
    const to = boxes.get(edge.to);
    if (from === undefined || to === undefined) return [];
    return [routedEdgeView(edge.id, edge, { from, to, lineType: 'straight' }, EDGE_STYLE)];
  });
  return { nodes, edges };
}

function toEngineCamera(camera: BenchCamera, width: number, height: number) {
  return {
    x: width / 2 - camera.cx * camera.scale,
    y: height / 2 - camera.cy * camera.scale,
    scale: camera.scale,
  };
}

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

async function open(): Promise<{ engine: MapEngine; fixture: Fixture }> {
  const url = new URLSearchParams(location.search).get('fixture') ?? '/fixtures/map-1k.json';
  const fixture: Fixture = await (await fetch(url)).json();
  const host = document.getElementById('map') as HTMLElement;
  const engine = await MapEngine.create({ host });
  engine.setScene(views(fixture));
  const { width, height } = engine.viewport;
  engine.setCamera(toEngineCamera(cameraKeys(fixture.nodes, width, height).fit, width, height));
  return { engine, fixture };
}

const opened = open();

window.__benchReady = opened.then(async () => {
  await nextFrame();
  await nextFrame();
  return { loadMs: performance.now() };
});

/** Intervals between frames the engine drew (not animation callbacks, which may pass without one). */
window.__benchAnimate = async (ms: number) => {
  const { engine, fixture } = await opened;
  const { width, height } = engine.viewport;
  const keys = cameraKeys(fixture.nodes, width, height);
  const intervals: number[] = [];
  let previous = performance.now();
  const stop = engine.onFrame(() => {
    const now = performance.now();
    intervals.push(now - previous);
    previous = now;
  });
  const start = await nextFrame();
  previous = start;
  for (;;) {
    const now = await nextFrame();
    const t = (now - start) / ms;
    engine.setCamera(toEngineCamera(cameraAt(Math.min(1, t), keys), width, height));
    if (t >= 1) break;
  }
  stop();
  return intervals;
};
