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
    /** Not in the shared contract: the engine's own main-thread time in its frames so far (ms). */
    __benchEngineWorkMs: () => Promise<number>;
    /** Not in the shared contract: the last camera path's drawn frames and engine work by part of the path. */
    __benchPathParts: Record<PathPart, { frames: number; engineWorkMs: number }>;
    /** Not in the shared contract: the GPU's milliseconds for a frame at points of the path (median of `repeats`). */
    __benchGpuMs: (ts: number[], repeats: number) => Promise<number[]>;
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

/** The camera path's parts (camera-path.js): zoom in from the fit, pan across at scale 1, zoom out. */
type PathPart = 'zoomIn' | 'pan' | 'zoomOut';
const pathPart = (t: number): PathPart => (t < 0.4 ? 'zoomIn' : t < 0.7 ? 'pan' : 'zoomOut');

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

/**
 * Waits until the GPU has drawn what was submitted, by reading a pixel back (Chromium's gl.finish()
 * returns at once); the milliseconds waited. For the debug measures only.
 */
function waitForGpu(): number {
  const canvas = document.querySelector<HTMLCanvasElement>('#map canvas');
  const gl = canvas?.getContext('webgl2');
  if (!gl) throw new Error('The bench page has no WebGL 2 canvas');
  const before = performance.now();
  gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(4));
  return performance.now() - before;
}

const params = new URLSearchParams(location.search);
/** `&debug=1` (BENCH_ENGINE_DEBUG) logs where the load time goes and each frame of the path. */
const debug = params.has('debug');
const mark = (step: string) => {
  if (debug) console.log(`DEBUG ${step} at ${Math.round(performance.now())} ms`);
};

async function open(): Promise<{ engine: MapEngine; fixture: Fixture }> {
  const url = params.get('fixture') ?? '/fixtures/map-1k.json';
  mark('start');
  // The download runs while the engine sets up WebGL (which waits on the GPU process).
  const response = fetch(url);
  const host = document.getElementById('map') as HTMLElement;
  const engine = await MapEngine.create({ host });
  mark('engine created');
  const fixture: Fixture = await (await response).json();
  mark('fixture parsed');
  const scene = views(fixture);
  mark('views routed');
  engine.setScene(scene);
  mark('scene set');
  const { width, height } = engine.viewport;
  engine.setCamera(toEngineCamera(cameraKeys(fixture.nodes, width, height).fit, width, height));
  return { engine, fixture };
}

const opened = open();

/** Resolves after the engine's next drawn frame (a frame can be held back while the GPU catches up). */
const nextEngineFrame = (engine: MapEngine) =>
  new Promise<void>((resolve) => {
    const stop = engine.onFrame(() => {
      stop();
      resolve();
    });
  });

window.__benchReady = opened.then(async ({ engine }) => {
  await nextEngineFrame(engine);
  mark('scene drawn');
  await nextFrame();
  mark('first frame');
  await nextFrame();
  mark('second frame');
  const loadMs = performance.now();
  if (debug) {
    // When the GPU has drawn the first frame (the contract's figure does not wait for it).
    waitForGpu();
    mark('GPU done');
  }
  return { loadMs };
});

window.__benchEngineWorkMs = async () => (await opened).engine.stats.frameWorkMs;

/** Intervals between frames the engine drew (not animation callbacks, which may pass without one). */
window.__benchAnimate = async (ms: number) => {
  const { engine, fixture } = await opened;
  const { width, height } = engine.viewport;
  const keys = cameraKeys(fixture.nodes, width, height);
  const intervals: number[] = [];
  let previous = performance.now();
  const log: string[] = [];
  let work = engine.stats.frameWorkMs;
  let part: PathPart = 'zoomIn';
  const parts = {
    zoomIn: { frames: 0, engineWorkMs: 0 },
    pan: { frames: 0, engineWorkMs: 0 },
    zoomOut: { frames: 0, engineWorkMs: 0 },
  };
  window.__benchPathParts = parts;
  const stop = engine.onFrame(() => {
    const now = performance.now();
    intervals.push(now - previous);
    // The frame drew the camera of the part of the path it was set in.
    parts[part].frames++;
    parts[part].engineWorkMs += engine.stats.frameWorkMs - work;
    const { tiled, tilesRendered, deferred, frameWorkMs } = engine.stats;
    // Only in a debug run: the page's own string building would count as main-thread time per frame.
    if (debug)
      log.push(
        `${Math.round(now - previous)}ms w=${(frameWorkMs - work).toFixed(1)} s=${engine.camera.scale.toFixed(3)} ${tiled ? `tiles+${tilesRendered}` : 'live'} d=${deferred}`,
      );
    work = frameWorkMs;
    previous = now;
  });
  const start = await nextFrame();
  previous = start;
  for (;;) {
    const now = await nextFrame();
    const t = (now - start) / ms;
    part = pathPart(Math.min(1, t));
    engine.setCamera(toEngineCamera(cameraAt(Math.min(1, t), keys), width, height));
    if (t >= 1) break;
  }
  stop();
  if (debug) console.log(`DEBUG frames ${log.join(' | ')}`);
  return intervals;
};

/**
 * A debug measure (BENCH_ENGINE_GPU): the camera at each point `t` of the path, drawn `repeats` times, each
 * frame followed by a wait for the GPU to draw it; the median wait per point. The GPU's own time per
 * frame sets how many animation callbacks (each costing the main thread) pass between drawn frames.
 */
window.__benchGpuMs = async (ts: number[], repeats: number) => {
  const { engine, fixture } = await opened;
  const { width, height } = engine.viewport;
  const keys = cameraKeys(fixture.nodes, width, height);
  const result: number[] = [];
  for (const t of ts) {
    const waits: number[] = [];
    for (let i = 0; i < repeats; i++) {
      // Lets the compositor's work on the last frame end first: the GPU process does one thing at a time.
      await new Promise((resolve) => setTimeout(resolve, 150));
      // Alternate a pixel's pan so every repeat is a new frame.
      const camera = toEngineCamera(cameraAt(t, keys), width, height);
      engine.setCamera({ ...camera, x: camera.x + (i % 2) });
      const waited = new Promise<number>((resolve) => {
        const stop = engine.onFrame(() => {
          stop();
          const ms = waitForGpu();
          if (debug)
            console.log(
              `DEBUG gpu t=${t} ${ms.toFixed(1)} ms ${engine.stats.tiled ? `tiles+${engine.stats.tilesRendered}` : 'live'}`,
            );
          resolve(ms);
        });
      });
      waits.push(await waited);
    }
    waits.sort((a, b) => a - b);
    result.push(waits[Math.floor(waits.length / 2)] as number);
  }
  return result;
};
