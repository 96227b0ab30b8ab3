import { describe, expect, it } from 'vitest';
import { CONNECTION_TYPE, CONNECTION_TYPES } from '../../src/model/map/constants';
import {
  arrowheadTriangle,
  connectionDash,
  connectionStroke,
  connectionWidth,
  GENERIC_DASH,
  STRENGTH_DASH_BANDS,
  type StrokedConnection,
} from './strokes';

const { RELATIVE, GROUP, TRUTH, GENERIC, BIDIRECTIONAL } = CONNECTION_TYPE;

function connection(overrides: Partial<StrokedConnection>): StrokedConnection {
  return { type: RELATIVE, strength: 0, relevance: 100, ...overrides };
}

describe('width', () => {
  it('is 3 by default', () => {
    expect(connectionWidth(connection({}))).toBe(3);
    expect(connectionWidth(connection({ type: GROUP }))).toBe(3);
  });

  it('is 3 × (0.5 + relevance fraction) with strength', () => {
    expect(connectionWidth(connection({ type: TRUTH, relevance: 100 }))).toBe(4.5);
    expect(connectionWidth(connection({ type: TRUTH, relevance: 50 }))).toBe(3);
    expect(connectionWidth(connection({ type: TRUTH, relevance: 0 }))).toBe(1.5);
    expect(connectionWidth(connection({ type: TRUTH, relevance: 250 }))).toBe(4.5);
  });

  it("takes the user's width only where the type allows it", () => {
    expect(connectionWidth(connection({ type: GENERIC, width: 7 }))).toBe(7);
    expect(connectionWidth(connection({ type: TRUTH, width: 7, relevance: 100 }))).toBe(4.5);
  });
});

describe('dash', () => {
  it.each([
    [0, STRENGTH_DASH_BANDS[0]?.dash],
    [10, STRENGTH_DASH_BANDS[0]?.dash],
    [-10, STRENGTH_DASH_BANDS[0]?.dash],
    [11, STRENGTH_DASH_BANDS[1]?.dash],
    [50, STRENGTH_DASH_BANDS[1]?.dash],
    [51, STRENGTH_DASH_BANDS[2]?.dash],
    [-75, STRENGTH_DASH_BANDS[2]?.dash],
    [76, null],
    [100, null],
  ])('strength %d on a truth connection', (strength, dash) => {
    expect(connectionDash({ type: TRUTH, strength })).toEqual(dash);
  });

  it('has three distinct bands', () => {
    expect(STRENGTH_DASH_BANDS.map((band) => band.maxRatio)).toEqual([0.1, 0.5, 0.75]);
    expect(new Set(STRENGTH_DASH_BANDS.map((band) => band.dash.join())).size).toBe(3);
  });

  it('dashes generic connections 5 and leaves others solid', () => {
    expect(connectionDash({ type: GENERIC, strength: 0 })).toEqual([5, 5]);
    expect(GENERIC_DASH).toEqual([5, 5]);
    expect(connectionDash({ type: RELATIVE, strength: 0 })).toBeNull();
  });
});

describe('stroke', () => {
  it('hides Group connections and only them', () => {
    for (const type of CONNECTION_TYPES)
      expect(connectionStroke(connection({ type })).visible).toBe(type !== GROUP);
  });

  it('draws an arrowhead at the target, and at both ends of a bidirectional connection', () => {
    expect(connectionStroke(connection({}))).toMatchObject({ arrowAtStart: false, arrowAtEnd: true });
    expect(connectionStroke(connection({ type: BIDIRECTIONAL }))).toMatchObject({
      arrowAtStart: true,
      arrowAtEnd: true,
    });
    expect(connectionStroke(connection({ type: GROUP }))).toMatchObject({
      arrowAtStart: false,
      arrowAtEnd: false,
    });
  });

  it("uses the user's colour where the type allows it", () => {
    expect(connectionStroke(connection({ colour: '#123456' })).colour).toBe('#123456');
    expect(connectionStroke(connection({ type: TRUTH, colour: '#123456' })).colour).toBeUndefined();
  });

  it('builds the arrowhead triangle behind the tip', () => {
    expect(arrowheadTriangle({ x: 100, y: 0, dirX: 1, dirY: 0 }, 3)).toEqual([100, 0, 88, 6, 88, -6]);
  });
});
