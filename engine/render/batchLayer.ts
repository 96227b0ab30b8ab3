/**
 * One pixi Mesh drawing every record of an InstanceBuffer in one draw call. Each record becomes a copy
 * of a small shape (a quad, a triangle) whose vertices each carry the record's attributes. This is
 * instancing done on the CPU: software GPUs (SwiftShader, some tablets) run an instanced draw as one
 * draw per instance, which made 15,000 glyphs cost half a second a frame; one plain draw costs a few
 * milliseconds. The vertices are rebuilt only when records changed.
 */
import { Buffer, BufferUsage, Geometry, type GlProgram, Mesh, Shader, UniformGroup } from 'pixi.js';
import type { Rect } from './chunkGrid';
import { InstanceBuffer } from './instanceBuffer';
import {
  cullRectFor,
  cullStillServes,
  type RecordExtent,
  writeAllIndices,
  writeIndicesIn,
} from './recordCulling';
import type { SegmentBuffer } from './segmentBuffer';

/** What a layer draws from: an InstanceBuffer, or a SegmentBuffer for connection segments. */
export type LayerRecords = InstanceBuffer | SegmentBuffer;

export interface RecordAttribute {
  name: string;
  format: 'float32' | 'float32x2' | 'float32x3' | 'float32x4' | 'unorm8x4';
  /** Offset in four-byte words within the record. */
  offsetWords: number;
}

export interface Shape {
  /** Corners as (x, y) pairs, read by the shader as `aPosition`. */
  vertices: number[];
  indices: number[];
}

export interface BatchLayerOptions {
  program: GlProgram;
  shape: Shape;
  attributes: RecordAttribute[];
  strideWords: number;
  /** Extra shader resources, such as a texture. */
  resources?: Record<string, unknown>;
  /** Where a record lies: with it, a layer shown for a view draws only the records near the view. */
  extent?: RecordExtent;
}

export class BatchLayer<R extends LayerRecords = InstanceBuffer> {
  readonly records: R;
  readonly mesh: Mesh<Geometry, Shader>;
  readonly uniforms = new UniformGroup({ uPixel: { value: 1, type: 'f32' } });
  private readonly options: BatchLayerOptions;
  /** Words per vertex: the corner, then the record. */
  private readonly vertexWords: number;
  private readonly cornerCount: number;
  private vertexWordsBuffer = new Uint32Array(0);
  private indexData = new Uint32Array(0);
  private vertexBuffer: Buffer;
  private indexBuffer: Buffer;
  /**
   * What the index buffer holds: every record ('all'), the records near a rectangle, or ('stale') a
   * culled list from before the records were rebuilt, to be culled again before drawing.
   */
  private indexed: 'all' | Rect | 'stale' = 'all';

  /** `records` defaults to an InstanceBuffer of the options' stride. */
  constructor(options: BatchLayerOptions, records?: R) {
    this.options = options;
    this.records = records ?? (new InstanceBuffer(options.strideWords) as R);
    this.vertexWords = 2 + options.strideWords;
    this.cornerCount = options.shape.vertices.length / 2;
    this.vertexBuffer = new Buffer({
      data: new Float32Array(0),
      usage: BufferUsage.VERTEX | BufferUsage.COPY_DST,
    });
    this.indexBuffer = new Buffer({
      data: new Uint32Array(0),
      usage: BufferUsage.INDEX | BufferUsage.COPY_DST,
    });
    const shader = new Shader({
      glProgram: options.program,
      resources: { layerUniforms: this.uniforms, ...options.resources },
    });
    this.mesh = new Mesh({ geometry: this.createGeometry(), shader });
    this.mesh.visible = false;
  }

  /** Vertices drawn when shown: what the layer costs a software GPU. */
  get vertexCount(): number {
    return this.records.count * this.cornerCount;
  }

  /**
   * Shows or hides the mesh; a shown layer is synced first. A hidden layer's vertices are not rebuilt
   * until it is shown, so off-screen changes cost nothing at frame time. `view` (world rectangle): draw
   * only the records near it (a layer with an extent); without it, every record.
   */
  show(visible: boolean, pixel: number, view?: Rect): void {
    if (visible) {
      this.sync(pixel);
      this.cull(view);
    }
    this.mesh.visible = visible && this.mesh.geometry.indexCount > 0;
  }

  /**
   * Rebuilds and uploads the vertices when records changed, and sets the pixel size; `show` then points
   * the indices at the records to draw.
   */
  private sync(pixel: number): void {
    this.uniforms.uniforms.uPixel = pixel;
    const { records } = this;
    if (!records.dirty) return;
    records.dirty = false;
    if ('compact' in records) records.compact();
    const count = records.count;
    if (count === 0) {
      // Nothing to draw: no vertices built (a chunk's empty marker layer allocates nothing).
      this.mesh.geometry.indexCount = 0;
      return;
    }
    const grew = this.ensureCapacity(records.capacity);
    this.expand(count);
    if (grew) {
      const old = this.mesh.geometry;
      this.mesh.geometry = this.createGeometry();
      old.destroy(false);
    } else {
      this.vertexBuffer.update(count * this.cornerCount * this.vertexWords * 4);
    }
    this.mesh.geometry.indexCount = count * this.options.shape.indices.length;
    // Culled indices name records by their place, which a rebuild may have changed.
    if (grew) this.indexed = 'all';
    else if (this.indexed !== 'all') this.indexed = 'stale';
  }

  destroy(): void {
    const { geometry } = this.mesh;
    this.mesh.destroy();
    geometry.destroy(true);
  }

  /**
   * Points the index buffer at the records near `view`, or at every record without one; kept while it
   * still serves the view, so a pan culls again only every few frames.
   */
  private cull(view: Rect | undefined): void {
    const { extent } = this.options;
    if (extent === undefined) return;
    if (view === undefined) {
      if (this.indexed !== 'all') this.indexAll();
      return;
    }
    const { indexed } = this;
    if (indexed !== 'all' && indexed !== 'stale' && cullStillServes(indexed, view)) return;
    const rect = cullRectFor(view);
    const { floats, stride, count } = this.records;
    const { vertices, indices } = this.options.shape;
    const written = writeIndicesIn(
      floats,
      stride,
      count,
      extent,
      rect,
      vertices.length / 2,
      indices,
      this.indexData,
    );
    this.uploadIndices(written);
    this.indexed = rect;
  }

  private indexAll(): void {
    const { vertices, indices } = this.options.shape;
    const written = writeAllIndices(this.records.count, vertices.length / 2, indices, this.indexData);
    this.uploadIndices(written);
    this.indexed = 'all';
  }

  private uploadIndices(count: number): void {
    this.mesh.geometry.indexCount = count;
    if (count > 0) this.indexBuffer.update(count * 4);
  }

  /** Copies each record into its shape's vertices after the corner coordinates. */
  private expand(count: number): void {
    const { stride, words } = this.records;
    const out = this.vertexWordsBuffer;
    const corners = new Float32Array(this.options.shape.vertices);
    const cornerWords = new Uint32Array(corners.buffer);
    const { vertexWords, cornerCount } = this;
    let at = 0;
    for (let record = 0; record < count; record++) {
      const from = record * stride;
      for (let corner = 0; corner < cornerCount; corner++) {
        out[at] = cornerWords[corner * 2] as number;
        out[at + 1] = cornerWords[corner * 2 + 1] as number;
        for (let word = 0; word < stride; word++) out[at + 2 + word] = words[from + word] as number;
        at += vertexWords;
      }
    }
  }

  /** Grows the vertex and index arrays to hold `records`; true when new GPU buffers were made. */
  private ensureCapacity(records: number): boolean {
    const needed = records * this.cornerCount * this.vertexWords;
    if (this.vertexWordsBuffer.length >= needed) return false;
    this.vertexWordsBuffer = new Uint32Array(needed);
    const { indices } = this.options.shape;
    const indexData = new Uint32Array(records * indices.length);
    writeAllIndices(records, this.cornerCount, indices, indexData);
    this.indexData = indexData;
    this.vertexBuffer.destroy();
    this.indexBuffer.destroy();
    this.vertexBuffer = new Buffer({
      data: new Float32Array(this.vertexWordsBuffer.buffer),
      usage: BufferUsage.VERTEX | BufferUsage.COPY_DST,
    });
    this.indexBuffer = new Buffer({ data: indexData, usage: BufferUsage.INDEX | BufferUsage.COPY_DST });
    return true;
  }

  private createGeometry(): Geometry {
    const stride = this.vertexWords * 4;
    const attributes = Object.fromEntries(
      this.options.attributes.map(({ name, format, offsetWords }) => [
        name,
        { buffer: this.vertexBuffer, format, stride, offset: (2 + offsetWords) * 4 },
      ]),
    );
    return new Geometry({
      attributes: {
        aPosition: { buffer: this.vertexBuffer, format: 'float32x2', stride, offset: 0 },
        ...attributes,
      },
      indexBuffer: this.indexBuffer,
    });
  }
}

/** A unit quad: (0,0) to (1,1). */
export const UNIT_QUAD: Shape = { vertices: [0, 0, 1, 0, 1, 1, 0, 1], indices: [0, 1, 2, 0, 2, 3] };
