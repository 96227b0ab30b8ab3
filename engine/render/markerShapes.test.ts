import { describe, expect, it } from 'vitest';
import { testNodeView } from '../scene/testViews';
import type { EdgeView } from '../scene/views';
import {
  contentMarkerShape,
  hasNodeMarkers,
  labelBoxShape,
  MARKER_OVERHANG,
  nodeMarkerShapes,
  RING_GAP,
  RING_WIDTH,
  TAG_DOT_SIZE,
} from './markerShapes';

describe('node markers', () => {
  it('puts one dot per tag centred on the top edge, as many as fit', () => {
    const node = testNodeView('a', 100, 50, { tagColours: [1, 2, 3] });
    const dots = nodeMarkerShapes(node);
    expect(dots.map((dot) => dot.fill)).toEqual([1, 2, 3]);
    for (const dot of dots) {
      expect(dot.y + dot.height / 2).toBe(50);
      expect(dot.x).toBeGreaterThan(100);
      expect(dot.radius).toBe(TAG_DOT_SIZE / 2);
    }
    const many = nodeMarkerShapes(testNodeView('b', 0, 0, { tagColours: Array(20).fill(5) }));
    expect(many.length).toBeLessThan(20);
    expect(Math.max(...many.map((dot) => dot.x + dot.width))).toBeLessThanOrEqual(100);
  });

  it('rings a neighbourhood member outside its box, with a clear inside', () => {
    const node = testNodeView('a', 0, 0, { neighbourhood: { colour: 0x123456, root: false } });
    const [ring] = nodeMarkerShapes(node);
    expect(ring).toMatchObject({ fillAlpha: 0, border: 0x123456, borderWidth: RING_WIDTH });
    expect(ring?.x).toBe(-(RING_GAP + RING_WIDTH));
    expect(RING_GAP + RING_WIDTH).toBeLessThanOrEqual(MARKER_OVERHANG);
    expect(hasNodeMarkers(node)).toBe(true);
    expect(hasNodeMarkers(testNodeView('b', 0, 0))).toBe(false);
  });
});

describe('label shapes', () => {
  const edge: EdgeView = {
    id: 'e',
    from: 'a',
    to: 'b',
    points: [0, 0, 100, 0],
    colour: 0x4a5568,
    width: 3,
    dash: null,
    arrow: null,
    startArrow: null,
    label: {
      text: '',
      fontSize: 16,
      textColour: 0,
      content: true,
      box: { x: 44, y: -6, width: 12, height: 12 },
      hitBox: { x: -40, y: -90, width: 180, height: 180 },
    },
  };

  it('draws no box behind an empty label, only the content marker in the connection colour', () => {
    expect(labelBoxShape(edge)).toBeUndefined();
    expect(contentMarkerShape(edge)).toMatchObject({ x: 44, y: -6, fill: 0x4a5568 });
    expect(contentMarkerShape({ ...edge, label: undefined })).toBeUndefined();
  });
});
