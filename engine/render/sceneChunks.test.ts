import { describe, expect, it } from 'vitest';
import { testNodeView } from '../scene/testViews';
import type { EdgeView, NodeView } from '../scene/views';
import {
  CHUNK_SIZE,
  chunkColumnRow,
  chunkKey,
  chunkOfRect,
  edgeRect,
  intersects,
  type Rect,
} from './chunkGrid';
import { InstanceBuffer } from './instanceBuffer';
import { COARSE_LINE_LEVELS } from './lineDetail';
import { ARROW_STRIDE, BOX_STRIDE, SEGMENT_STRIDE } from './recordWriters';
import { SceneChunks } from './sceneChunks';
import { SegmentBuffer } from './segmentBuffer';

const node = (id: string, x: number, y: number, fill = 0xffffff): NodeView =>
  testNodeView(id, x, y, { height: 40, fill });

const edge = (id: string, points: number[]): EdgeView => ({
  id,
  from: 'a',
  to: 'b',
  points,
  colour: 0,
  width: 2,
  dash: null,
  arrow: { x: points[points.length - 2] as number, y: points[points.length - 1] as number, dx: 1, dy: 0 },
  startArrow: null,
});

function createScene() {
  return new SceneChunks((_key) => ({
    boxes: { records: new InstanceBuffer(BOX_STRIDE) },
    lines: { records: new SegmentBuffer(SEGMENT_STRIDE) },
    coarseLines: COARSE_LINE_LEVELS.map(() => ({ records: new SegmentBuffer(SEGMENT_STRIDE) })),
    arrows: { records: new InstanceBuffer(ARROW_STRIDE) },
    markers: { records: new InstanceBuffer(BOX_STRIDE) },
  }));
}

/** Clears every chunk's dirty flags, so a test can see which chunks a change touched. */
function settle(scene: ReturnType<typeof createScene>): void {
  for (const chunk of scene.chunks.values())
    for (const layer of [chunk.boxes, chunk.lines, chunk.arrows, chunk.markers]) layer.records.dirty = false;
}

const dirtyChunks = (scene: ReturnType<typeof createScene>) =>
  [...scene.chunks.values()]
    .filter((chunk) =>
      [chunk.boxes, chunk.lines, chunk.arrows, chunk.markers].some((layer) => layer.records.dirty),
    )
    .map((chunk) => [chunk.column, chunk.row]);

describe('chunk grid', () => {
  it('names chunks by column and row, negative ones too', () => {
    for (const [column, row] of [
      [0, 0],
      [-3, 7],
      [12, -1],
    ] as const)
      expect(chunkColumnRow(chunkKey(column, row))).toEqual([column, row]);
    expect(chunkOfRect({ minX: -10, minY: 5, maxX: -2, maxY: 20 })).toBe(chunkKey(-1, 0));
    expect(chunkOfRect({ minX: CHUNK_SIZE, minY: 0, maxX: CHUNK_SIZE + 10, maxY: 10 })).toBe(chunkKey(1, 0));
  });

  it("bounds a connection by its path, its width and an arrowhead's length", () => {
    const rect = edgeRect(edge('e', [0, 0, 100, 50]));
    expect(rect.minX).toBeLessThan(-12);
    expect(rect.maxY).toBeGreaterThan(62);
    expect(intersects(rect, { minX: 110, minY: 0, maxX: 120, maxY: 10 })).toBe(true);
    expect(intersects(rect, { minX: 200, minY: 0, maxX: 300, maxY: 10 })).toBe(false);
  });
});

describe('SceneChunks', () => {
  it('puts a node in the chunk under its centre and grows that chunk to contain it', () => {
    const scene = createScene();
    const chunk = scene.setNode(node('a', CHUNK_SIZE - 60, 10));
    expect([chunk.column, chunk.row]).toEqual([0, 0]);
    expect(chunk.bounds).toEqual({ minX: CHUNK_SIZE - 60, minY: 10, maxX: CHUNK_SIZE + 40, maxY: 50 });
    expect(scene.setNode(node('b', CHUNK_SIZE + 10, 10)).key).toBe(chunkKey(1, 0));
  });

  it('assigns a connection to one chunk whose bounds contain its whole path', () => {
    const scene = createScene();
    const chunk = scene.setEdge(edge('e', [100, 100, 3000, 100]));
    expect([chunk.column, chunk.row]).toEqual([0, 0]);
    expect(chunk.bounds.maxX).toBeGreaterThanOrEqual(3000);
    expect(scene.linesAt(chunk, -1).records.count).toBe(1);
    expect(chunk.arrows.records.count).toBe(1);
    expect(scene.chunks.size).toBe(1);
  });

  it("rewrites only the changed node's chunk", () => {
    const scene = createScene();
    scene.setNode(node('a', 10, 10));
    scene.setNode(node('b', 5000, 10));
    scene.setEdge(edge('e', [5000, 100, 5100, 100]));
    settle(scene);
    scene.setNode(node('a', 20, 10, 0xff0000));
    expect(dirtyChunks(scene)).toEqual([[0, 0]]);
    const record = scene.chunkOfNode('a')?.boxes.records;
    expect(record?.floats[0]).toBe(20);
    expect(record?.count).toBe(1);
  });

  it('moves the records of a node that crosses into another chunk', () => {
    const scene = createScene();
    scene.setNode(node('a', 10, 10));
    scene.setNode(node('b', 20, 10));
    settle(scene);
    scene.setNode(node('a', CHUNK_SIZE * 2 + 10, 10));
    expect(dirtyChunks(scene)).toEqual([
      [0, 0],
      [2, 0],
    ]);
    expect(scene.chunks.get(chunkKey(0, 0))?.boxes.records.count).toBe(1);
    expect(scene.chunks.get(chunkKey(2, 0))?.boxes.records.count).toBe(1);
    expect(scene.chunkOfNode('a')?.column).toBe(2);
  });

  it('keeps segment counts across reroutes and removes every record of a removed connection', () => {
    const scene = createScene();
    const chunk = scene.setEdge(edge('e', [0, 0, 50, 0, 50, 50, 100, 50]));
    const routed = () => scene.linesAt(chunk, -1).records.count;
    expect(routed()).toBe(3);
    scene.setEdge(edge('e', [0, 0, 100, 0]));
    expect(routed()).toBe(1);
    scene.setEdge(edge('e', [0, 0, 50, 0, 100, 0]));
    expect(routed()).toBe(2);
    scene.removeEdge('e');
    expect(routed()).toBe(0);
    expect(chunk.arrows.records.count).toBe(0);
    expect(chunk.bounds.minX).toBe(Infinity);
  });

  it('writes the simplified path at each coarse level and removes it with the connection', () => {
    const scene = createScene();
    // A nearly straight path of 10 segments: within every coarse level's tolerance of one segment.
    const points = Array.from({ length: 11 }, (_, index) => [index * 10, index % 2 === 0 ? 0 : 0.5]).flat();
    const chunk = scene.setEdge(edge('e', points));
    const counts = () =>
      [-1, ...COARSE_LINE_LEVELS.keys()].map((level) => scene.linesAt(chunk, level).records.count);
    expect(counts()).toEqual([10, ...COARSE_LINE_LEVELS.map(() => 1)]);
    const coarse = chunk.coarseLines[0]?.records;
    const at = coarse?.offsetOf('e') ?? -1;
    expect([...(coarse?.floats.slice(at, at + 4) ?? [])]).toEqual([0, 0, 100, 0]);
    scene.removeEdge('e');
    expect(counts()).toEqual([0, ...COARSE_LINE_LEVELS.map(() => 0)]);
  });

  it('writes the coarse levels ahead while time is left, a chunk level at a time, never the routed path', () => {
    const scene = createScene();
    const near = scene.setEdge(edge('near', [0, 0, 10, 0, 20, 0]));
    const far = scene.setEdge(edge('far', [40_000, 0, 40_010, 0]));
    const unwritten = (chunk: typeof near) => chunk.unwrittenLines.map((lines) => lines.size);
    let asked = 0;
    expect(scene.writeCoarseLines(() => asked++ < 1)).toBe(false);
    expect(unwritten(near)).toEqual([1, 0, ...COARSE_LINE_LEVELS.slice(1).map(() => 1)]);
    expect(scene.writeCoarseLines(() => true)).toBe(true);
    expect(unwritten(near)).toEqual([1, ...COARSE_LINE_LEVELS.map(() => 0)]);
    expect(unwritten(far)).toEqual([1, ...COARSE_LINE_LEVELS.map(() => 0)]);
    expect(far.coarseLines[0]?.records.count).toBe(1);
    expect(scene.writeCoarseLines(() => false)).toBe(true);
  });

  it('writes a level of segments only when it is asked for, with the latest view of each connection', () => {
    const scene = createScene();
    const chunk = scene.setEdge({ ...edge('e', [0, 0, 50, 0, 50, 50]), arrow: null });
    scene.setEdge({ ...edge('e', [0, 0, 50, 0, 50, 50, 100, 50]), arrow: null });
    scene.setEdge(edge('gone', [0, 0, 10, 0]));
    scene.removeEdge('gone');
    expect(chunk.lines.records.count).toBe(0);
    // A connection whose segments are not written yet still keeps the chunk's bounds.
    scene.setNode(node('a', 10, 10));
    scene.removeNode('a');
    expect(chunk.bounds.maxX).toBeGreaterThanOrEqual(100);
    expect(scene.linesAt(chunk, -1).records.count).toBe(3);
    expect(chunk.coarseLines[0]?.records.count).toBe(0);
    // Its corners are kept at every level.
    expect(scene.linesAt(chunk, 0).records.count).toBe(3);
  });
});

describe('culling', () => {
  /** Every chunk meeting `area`, by checking them all: what the index must find. */
  const meetingByScan = (scene: ReturnType<typeof createScene>, area: Rect) =>
    [...scene.chunks.values()].filter((chunk) => intersects(chunk.bounds, area)).map((chunk) => chunk.key);

  const meetingByIndex = (scene: ReturnType<typeof createScene>, area: Rect) => {
    const keys: number[] = [];
    scene.forEachChunkIn(area, (chunk) => keys.push(chunk.key));
    return keys;
  };

  const views: Rect[] = [
    { minX: 0, minY: 0, maxX: 1280, maxY: 800 },
    { minX: 3 * CHUNK_SIZE, minY: 0, maxX: 3 * CHUNK_SIZE + 1280, maxY: 800 },
    { minX: 5 * CHUNK_SIZE + 10, minY: 2 * CHUNK_SIZE, maxX: 6 * CHUNK_SIZE, maxY: 3 * CHUNK_SIZE },
    { minX: -CHUNK_SIZE, minY: -CHUNK_SIZE, maxX: 8 * CHUNK_SIZE, maxY: 4 * CHUNK_SIZE },
  ];

  const expectSameAsScan = (scene: ReturnType<typeof createScene>) => {
    for (const view of views)
      expect(meetingByIndex(scene, view).sort()).toEqual(meetingByScan(scene, view).sort());
  };

  it('finds the chunks meeting a view, including one whose long connection reaches into it', () => {
    const scene = createScene();
    for (let column = 0; column < 8; column++)
      for (let row = 0; row < 3; row++)
        scene.setNode(node(`n${column}/${row}`, column * CHUNK_SIZE + 100, row * CHUNK_SIZE + 100));
    // Centred in chunk (3, 0), this connection stretches over chunks 0 to 6 of row 0.
    scene.setEdge(edge('long', [100, 200, 6 * CHUNK_SIZE + 500, 200]));
    const longChunk = scene.chunkOfEdge('long')?.key;
    expect(longChunk).toBe(chunkKey(3, 0));
    expect(meetingByIndex(scene, views[0] as Rect).sort()).toEqual([chunkKey(0, 0), longChunk].sort());
    expectSameAsScan(scene);
  });

  it('follows bounds that grow, empty and are cleared', () => {
    const scene = createScene();
    scene.setNode(node('a', 100, 100));
    scene.setNode(node('b', 3 * CHUNK_SIZE + 100, 100));
    expectSameAsScan(scene);
    // Centred in chunk (1, 0), it grows that chunk into chunk (3, 0); then chunks (0, 0) and (1, 0) empty.
    scene.setEdge(edge('e', [100, 100, 3 * CHUNK_SIZE + 300, 100]));
    expectSameAsScan(scene);
    expect(meetingByIndex(scene, views[1] as Rect)).toContain(chunkKey(1, 0));
    scene.removeEdge('e');
    scene.removeNode('a');
    expectSameAsScan(scene);
    expect(meetingByIndex(scene, views[0] as Rect)).toEqual([]);
    // A node moving to another chunk.
    scene.setNode(node('b', 5 * CHUNK_SIZE + 100, 2 * CHUNK_SIZE + 100));
    expectSameAsScan(scene);
    expect(meetingByIndex(scene, views[2] as Rect)).toEqual([chunkKey(5, 2)]);
    scene.clear();
    expect(meetingByIndex(scene, views[3] as Rect)).toEqual([]);
  });
});

describe('markers and labels', () => {
  const label = {
    text: 'True',
    fontSize: 16,
    textColour: 0,
    content: true,
    box: { x: 40, y: 90, width: 40, height: 20 },
    hitBox: { x: 30, y: 70, width: 60, height: 60 },
  };

  it("writes a node's ring and tag dots above the boxes, and removes them with the node", () => {
    const scene = createScene();
    const chunk = scene.setNode(
      testNodeView('a', 0, 0, { tagColours: [0xff0000, 0x00ff00], neighbourhood: { colour: 1, root: true } }),
    );
    expect(chunk.markers.records.count).toBe(3);
    expect(chunk.boxes.records.count).toBe(1);
    // The ring reaches outside the box: the chunk's bounds contain it.
    expect(chunk.bounds.minX).toBeLessThan(0);
    scene.setNode(testNodeView('a', 0, 0, { tagColours: [0xff0000] }));
    expect(chunk.markers.records.count).toBe(1);
    scene.setNode(testNodeView('a', CHUNK_SIZE * 2, 0, { tagColours: [0xff0000] }));
    expect(chunk.markers.records.count).toBe(0);
    expect(scene.chunkOfNode('a')?.markers.records.count).toBe(1);
    scene.removeNode('a');
    expect(scene.chunks.get(chunkKey(2, 0))?.markers.records.count).toBe(0);
  });

  it("writes a label's box with the boxes and its content marker with the markers", () => {
    const scene = createScene();
    const labelled = { ...edge('e', [0, 100, 120, 100]), label };
    const chunk = scene.setEdge(labelled);
    expect(chunk.boxes.records.count).toBe(1);
    expect(chunk.markers.records.count).toBe(1);
    // A node with the same id keeps its own records.
    scene.setNode(node('e', 500, 500));
    expect(chunk.boxes.records.count).toBe(2);
    scene.setEdge({ ...labelled, label: { ...label, content: false } });
    expect(chunk.markers.records.count).toBe(0);
    scene.setEdge(edge('e', [0, 100, 120, 100]));
    expect(chunk.boxes.records.count).toBe(1);
    scene.setEdge(labelled);
    scene.removeEdge('e');
    expect([chunk.boxes.records.count, chunk.markers.records.count]).toEqual([1, 0]);
  });

  it('bounds a connection by its label too', () => {
    const far = { ...label, box: { x: 40, y: 300, width: 40, height: 20 } };
    expect(edgeRect({ ...edge('e', [0, 100, 120, 100]), label: far }).maxY).toBe(320);
  });
});
