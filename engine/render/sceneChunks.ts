/**
 * Node boxes, connection segments (as routed, and simplified for zoomed-out tiles: lineDetail.ts),
 * arrowheads and markers split by world chunk (chunkGrid.ts): each chunk has its own layers and the
 * bounds of what it holds (a connection lives in the chunk under its centre, and the chunk's bounds grow
 * to contain it). A change rewrites records in one chunk only; moving a node or a connection to another
 * chunk moves its records. Segments are written only when their level is first drawn (`linesAt`).
 * Generic over the layer type, so the bookkeeping is tested in Node with bare buffers and the engine uses
 * pixi BatchLayers.
 */
import type { EdgeView, NodeView } from '../scene/views';
import {
  chunkColumnRow,
  chunkOfRect,
  edgeRect,
  emptyRect,
  growRect,
  nodeDrawnRect,
  nodeRect,
  type Rect,
} from './chunkGrid';
import { ChunkIndex } from './chunkIndex';
import { coarsePath } from './lineDetail';
import {
  type BoxShape,
  contentMarkerShape,
  hasNodeMarkers,
  labelBoxShape,
  nodeMarkerShapes,
} from './markerShapes';
import {
  type RecordLayer,
  removeArrows,
  removeSegments,
  type SegmentLayer,
  writeArrows,
  writeBox,
  writeSegments,
  writeShapes,
} from './recordWriters';

export interface ChunkLayers<L, S = L> {
  boxes: L;
  /** Segments of the paths as routed (drawn live). */
  lines: S;
  /** ...and simplified, one layer per level of COARSE_LINE_LEVELS (drawn zoomed out). */
  coarseLines: S[];
  arrows: L;
  /** Above the boxes: neighbourhood rings, tag dots and content markers. */
  markers: L;
}

export interface Chunk<L, S = L> extends ChunkLayers<L, S> {
  readonly key: number;
  readonly column: number;
  readonly row: number;
  /** Contains everything drawn in the chunk; grows with it, reset once the chunk is empty. */
  readonly bounds: Rect;
  /**
   * Connections whose segments are not written yet, per line layer (`lines`, then `coarseLines`):
   * written by `linesAt` when the layer is first drawn, so opening a map writes only what it shows.
   */
  readonly unwrittenLines: Map<string, EdgeView>[];
}

export class SceneChunks<L extends RecordLayer, S extends SegmentLayer> {
  readonly chunks = new Map<number, Chunk<L, S>>();
  private readonly nodeChunks = new Map<string, Chunk<L, S>>();
  private readonly edgeChunks = new Map<string, Chunk<L, S>>();
  /** Connections drawn with a start arrowhead too. */
  private readonly startArrows = new Set<string>();
  /** Extra box records per node or connection, stored only when not 0 (most have none). */
  private readonly markerCounts = new Map<string, number>();
  private readonly labelCounts = new Map<string, number>();
  private readonly contentCounts = new Map<string, number>();
  private readonly createLayers: (key: number) => ChunkLayers<L, S>;
  /** The chunks by their bounds, for culling; told whenever bounds change. */
  private readonly index = new ChunkIndex(() => this.chunks.values());

  constructor(createLayers: (key: number) => ChunkLayers<L, S>) {
    this.createLayers = createLayers;
  }

  chunkOfNode(id: string): Chunk<L, S> | undefined {
    return this.nodeChunks.get(id);
  }

  chunkOfEdge(id: string): Chunk<L, S> | undefined {
    return this.edgeChunks.get(id);
  }

  /** Calls `visit` with each chunk whose bounds meet `area` (world units), in no particular order. */
  forEachChunkIn(area: Rect, visit: (chunk: Chunk<L, S>) => void): void {
    this.index.forEachMeeting(area, visit);
  }

  /** Writes the node's box into its chunk (moving it out of its previous one); returns the chunk. */
  setNode(node: NodeView): Chunk<L, S> {
    const chunk = this.chunkAt(chunkOfRect(nodeRect(node)));
    const previous = this.nodeChunks.get(node.id);
    if (previous !== undefined && previous !== chunk) this.removeNode(node.id);
    writeBox(chunk.boxes, node);
    if (hasNodeMarkers(node) || this.markerCounts.has(node.id))
      writeCounted(chunk.markers, node.id, nodeMarkerShapes(node), this.markerCounts);
    if (growRect(chunk.bounds, nodeDrawnRect(node))) this.index.invalidate();
    this.nodeChunks.set(node.id, chunk);
    return chunk;
  }

  removeNode(id: string): void {
    const chunk = this.nodeChunks.get(id);
    if (chunk === undefined) return;
    chunk.boxes.records.remove(id);
    removeCounted(chunk.markers, id, this.markerCounts);
    this.nodeChunks.delete(id);
    if (resetIfEmpty(chunk)) this.index.invalidate();
  }

  /** Writes the connection's arrowheads into its chunk, its segments when drawn (`linesAt`); returns the chunk. */
  /** `rect`: the edge's drawn rectangle (edgeRect), when the caller has it already. */
  setEdge(edge: EdgeView, rect: Rect = edgeRect(edge)): Chunk<L, S> {
    const chunk = this.chunkAt(chunkOfRect(rect));
    const previous = this.edgeChunks.get(edge.id);
    if (previous !== undefined && previous !== chunk) this.removeEdge(edge.id);
    for (const unwritten of chunk.unwrittenLines) unwritten.set(edge.id, edge);
    writeArrows(chunk.arrows, edge, this.startArrows.has(edge.id));
    if (edge.startArrow !== null) this.startArrows.add(edge.id);
    else this.startArrows.delete(edge.id);
    if (edge.label !== undefined || this.labelCounts.has(edge.id))
      writeCounted(chunk.boxes, edge.id, optional(labelBoxShape(edge)), this.labelCounts, edgeKey(edge.id));
    if (edge.label?.content === true || this.contentCounts.has(edge.id))
      writeCounted(
        chunk.markers,
        edge.id,
        optional(contentMarkerShape(edge)),
        this.contentCounts,
        edgeKey(edge.id),
      );
    if (growRect(chunk.bounds, rect)) this.index.invalidate();
    this.edgeChunks.set(edge.id, chunk);
    return chunk;
  }

  removeEdge(id: string): void {
    const chunk = this.edgeChunks.get(id);
    if (chunk === undefined) return;
    removeSegments(chunk.lines, id);
    for (const layer of chunk.coarseLines) removeSegments(layer, id);
    for (const unwritten of chunk.unwrittenLines) unwritten.delete(id);
    removeArrows(chunk.arrows, id, this.startArrows.has(id));
    removeCounted(chunk.boxes, id, this.labelCounts, edgeKey(id));
    removeCounted(chunk.markers, id, this.contentCounts, edgeKey(id));
    this.startArrows.delete(id);
    this.edgeChunks.delete(id);
    if (resetIfEmpty(chunk)) this.index.invalidate();
  }

  /** Empties every chunk's records; the chunks (and their GPU buffers) stay for reuse. */
  clear(): void {
    for (const chunk of this.chunks.values()) {
      chunk.boxes.records.clear();
      chunk.lines.records.clear();
      for (const layer of chunk.coarseLines) layer.records.clear();
      for (const unwritten of chunk.unwrittenLines) unwritten.clear();
      chunk.arrows.records.clear();
      chunk.markers.records.clear();
      Object.assign(chunk.bounds, emptyRect());
    }
    this.nodeChunks.clear();
    this.edgeChunks.clear();
    this.startArrows.clear();
    this.markerCounts.clear();
    this.labelCounts.clear();
    this.contentCounts.clear();
    this.index.invalidate();
  }

  /**
   * The chunk's segments as routed (`level` -1) or at a coarse level of detail (lineDetail.ts), with
   * every connection's segments written.
   */
  linesAt(chunk: Chunk<L, S>, level: number): S {
    const layer = level < 0 ? chunk.lines : (chunk.coarseLines[level] as S);
    const unwritten = chunk.unwrittenLines[level + 1] as Map<string, EdgeView>;
    if (unwritten.size > 0) {
      for (const edge of unwritten.values())
        writeSegments(layer, edge, level < 0 ? edge.points : coarsePath(edge.points, level));
      unwritten.clear();
    }
    return layer;
  }

  /**
   * Writes the coarse levels' segments not written yet, a chunk's level at a time, until `timeLeft`
   * says stop; true once none is left. For idle time: a zoom out then finds the lines written instead
   * of writing them for every chunk of the first tile it renders. The routed level is left to `linesAt`
   * (it is drawn only close in, a few chunks at a time, and holds many times the segments).
   */
  writeCoarseLines(timeLeft: () => boolean): boolean {
    for (const chunk of this.chunks.values())
      for (let level = 0; level < chunk.coarseLines.length; level++) {
        if ((chunk.unwrittenLines[level + 1] as Map<string, EdgeView>).size === 0) continue;
        if (!timeLeft()) return false;
        this.linesAt(chunk, level);
      }
    return true;
  }

  private chunkAt(key: number): Chunk<L, S> {
    let chunk = this.chunks.get(key);
    if (chunk === undefined) {
      const [column, row] = chunkColumnRow(key);
      const layers = this.createLayers(key);
      const unwrittenLines = [layers.lines, ...layers.coarseLines].map(() => new Map<string, EdgeView>());
      chunk = { key, column, row, bounds: emptyRect(), ...layers, unwrittenLines };
      this.chunks.set(key, chunk);
    }
    return chunk;
  }
}

/** Empties the chunk's bounds once it holds nothing; true when it did. */
function resetIfEmpty(chunk: Chunk<RecordLayer, SegmentLayer>): boolean {
  const { boxes, lines, arrows, markers } = chunk;
  // Every line layer holds the same connections, written or not.
  const connections = lines.records.count + (chunk.unwrittenLines[0]?.size ?? 0);
  if (boxes.records.count + connections + arrows.records.count + markers.records.count !== 0) return false;
  Object.assign(chunk.bounds, emptyRect());
  return true;
}

/**
 * Writes an item's extra shapes, keeping their count (only when not 0). Node markers are keyed by the
 * node's id, a connection's label and content marker by `<id>@`, so the two never meet in one layer.
 */
function writeCounted(
  layer: RecordLayer,
  id: string,
  shapes: BoxShape[],
  counts: Map<string, number>,
  key = id,
): void {
  const count = writeShapes(layer, key, shapes, counts.get(id) ?? 0);
  if (count === 0) counts.delete(id);
  else counts.set(id, count);
}

function removeCounted(layer: RecordLayer, id: string, counts: Map<string, number>, key = id): void {
  if (counts.has(id)) writeCounted(layer, id, [], counts, key);
}

const edgeKey = (id: string) => `${id}@`;

const optional = (shape: BoxShape | undefined): BoxShape[] => (shape === undefined ? [] : [shape]);
