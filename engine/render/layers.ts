/** The batched layers: node boxes, connection segments and arrowheads, one draw call each per chunk. */
import { GlProgram } from 'pixi.js';
import { BatchLayer, UNIT_QUAD } from './batchLayer';
import { ARROW_STRIDE, BOX_STRIDE, SEGMENT_STRIDE } from './recordWriters';
import { SegmentBuffer } from './segmentBuffer';
import { arrowFragment, arrowVertex, boxFragment, boxVertex, lineFragment, lineVertex } from './shaders';

// One program per kind, shared by every chunk's layer (linked once, in MapEngine.warmUp).
const boxProgram = () => GlProgram.from({ vertex: boxVertex, fragment: boxFragment, name: 'node-boxes' });
const lineProgram = () =>
  GlProgram.from({ vertex: lineVertex, fragment: lineFragment, name: 'connection-lines' });
const arrowProgram = () =>
  GlProgram.from({ vertex: arrowVertex, fragment: arrowFragment, name: 'arrowheads' });

export function createBoxLayer(): BatchLayer {
  return new BatchLayer({
    program: boxProgram(),
    shape: UNIT_QUAD,
    strideWords: BOX_STRIDE,
    extent: { kind: 'rect' },
    attributes: [
      { name: 'aRect', format: 'float32x4', offsetWords: 0 },
      { name: 'aFill', format: 'unorm8x4', offsetWords: 4 },
      { name: 'aBorder', format: 'unorm8x4', offsetWords: 5 },
      { name: 'aStyle', format: 'float32x2', offsetWords: 6 },
    ],
  });
}

/** A quad along x from 0 to 1 and across y from -0.5 to 0.5. */
const SEGMENT = { vertices: [0, -0.5, 1, -0.5, 1, 0.5, 0, 0.5], indices: [0, 1, 2, 0, 2, 3] };

export function createLineLayer(): BatchLayer<SegmentBuffer> {
  return new BatchLayer(
    {
      program: lineProgram(),
      shape: SEGMENT,
      strideWords: SEGMENT_STRIDE,
      extent: { kind: 'segment', reachWord: 5 },
      attributes: [
        { name: 'aEnds', format: 'float32x4', offsetWords: 0 },
        { name: 'aColour', format: 'unorm8x4', offsetWords: 4 },
        { name: 'aWidth', format: 'float32', offsetWords: 5 },
        { name: 'aDash', format: 'float32x3', offsetWords: 6 },
      ],
    },
    new SegmentBuffer(SEGMENT_STRIDE),
  );
}

/** The tip at (0, 0); the back corners one size behind it. */
const TRIANGLE = { vertices: [0, 0, 1, -0.5, 1, 0.5], indices: [0, 1, 2] };

export function createArrowLayer(): BatchLayer {
  return new BatchLayer({
    program: arrowProgram(),
    shape: TRIANGLE,
    strideWords: ARROW_STRIDE,
    extent: { kind: 'point', reachWord: 5 },
    attributes: [
      { name: 'aTip', format: 'float32x4', offsetWords: 0 },
      { name: 'aColour', format: 'unorm8x4', offsetWords: 4 },
      { name: 'aSize', format: 'float32', offsetWords: 5 },
    ],
  });
}
