import { describe, expect, it } from 'vitest';
import { bulkAddPositions, bulkAddRows, childPositions } from './grid';

describe('bulk add grid', () => {
  it('uses columns of at least 5 rows, about the square root of the count', () => {
    expect([1, 5, 10, 25, 26, 100, 1000].map(bulkAddRows)).toEqual([5, 5, 5, 5, 6, 10, 32]);
  });

  it('fills columns top to bottom, 200 across and 100 down from the origin', () => {
    const positions = bulkAddPositions(7, { x: 10, y: 20 });
    expect(positions).toEqual([
      { x: 10, y: 20 },
      { x: 10, y: 120 },
      { x: 10, y: 220 },
      { x: 10, y: 320 },
      { x: 10, y: 420 },
      { x: 210, y: 20 },
      { x: 210, y: 120 },
    ]);
  });
});

describe('child positions', () => {
  it('centres the children in a row one step below the parent', () => {
    expect(childPositions(3, { x: 100, y: 50 })).toEqual([
      { x: -100, y: 150 },
      { x: 100, y: 150 },
      { x: 300, y: 150 },
    ]);
    expect(childPositions(0, { x: 0, y: 0 })).toEqual([]);
  });

  it('moves the next child on past a child wider than a grid step, keeping the gap', () => {
    expect(childPositions(3, { x: 0, y: 0 }, [120, 240, 150])).toEqual([
      { x: -230, y: 100 },
      { x: -30, y: 100 },
      { x: 230, y: 100 },
    ]);
  });
});
