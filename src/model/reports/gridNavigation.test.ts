import { describe, expect, it } from 'vitest';
import { cellKey, nextGridPosition, readCellKey } from './gridNavigation';

const extent = { rows: 10, cols: 5, pageRows: 4 };

describe('nextGridPosition', () => {
  it('moves one cell with the arrows and stops at the edges', () => {
    expect(nextGridPosition({ row: 2, col: 2 }, 'ArrowDown', false, extent)).toEqual({ row: 3, col: 2 });
    expect(nextGridPosition({ row: 2, col: 2 }, 'ArrowLeft', false, extent)).toEqual({ row: 2, col: 1 });
    expect(nextGridPosition({ row: 0, col: 2 }, 'ArrowUp', false, extent)).toBeNull();
    expect(nextGridPosition({ row: 2, col: 4 }, 'ArrowRight', false, extent)).toBeNull();
  });

  it('goes to the row ends with Home and End, and to the corners with Ctrl', () => {
    expect(nextGridPosition({ row: 3, col: 2 }, 'Home', false, extent)).toEqual({ row: 3, col: 0 });
    expect(nextGridPosition({ row: 3, col: 2 }, 'End', false, extent)).toEqual({ row: 3, col: 4 });
    expect(nextGridPosition({ row: 3, col: 2 }, 'Home', true, extent)).toEqual({ row: 0, col: 0 });
    expect(nextGridPosition({ row: 3, col: 2 }, 'End', true, extent)).toEqual({ row: 9, col: 4 });
  });

  it('moves a page of rows, within the grid', () => {
    expect(nextGridPosition({ row: 3, col: 1 }, 'PageDown', false, extent)).toEqual({ row: 7, col: 1 });
    expect(nextGridPosition({ row: 7, col: 1 }, 'PageDown', false, extent)).toEqual({ row: 9, col: 1 });
    expect(nextGridPosition({ row: 3, col: 1 }, 'PageUp', false, extent)).toEqual({ row: 0, col: 1 });
  });

  it('ignores other keys', () => {
    expect(nextGridPosition({ row: 3, col: 1 }, 'a', false, extent)).toBeNull();
  });
});

describe('cell keys', () => {
  it('round-trip, and anything else reads as no cell', () => {
    expect(readCellKey(cellKey(12, 3))).toEqual({ row: 12, col: 3 });
    expect(readCellKey('x:1')).toBeNull();
    expect(readCellKey(null)).toBeNull();
  });
});
