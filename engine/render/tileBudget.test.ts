import { describe, expect, it } from 'vitest';
import { type MissingTile, tilesToRender } from './tileBudget';

const tile = (cost: number, hasStandIn = true, standInBands = 1) => {
  const counted = { times: 0 };
  const missing: MissingTile = {
    standInBands: hasStandIn ? standInBands : undefined,
    cost: () => {
      counted.times++;
      return cost;
    },
  };
  return { missing, counted };
};

describe('tilesToRender', () => {
  it('renders tiles with stand-ins while the budget lasts, the rest later', () => {
    const tiles = [tile(40), tile(50), tile(30), tile(5)];
    expect(
      tilesToRender(
        tiles.map((t) => t.missing),
        100,
      ),
    ).toEqual([true, true, false, true]);
  });

  it('always renders a tile with nothing to stand in for it, spending the budget', () => {
    const tiles = [tile(150, false), tile(10), tile(10, false)];
    expect(
      tilesToRender(
        tiles.map((t) => t.missing),
        100,
      ),
    ).toEqual([true, false, true]);
  });

  it('does not count the tiles it will not render once the budget is spent', () => {
    const tiles = [tile(100), tile(10), tile(10), tile(10, false)];
    expect(
      tilesToRender(
        tiles.map((t) => t.missing),
        100,
      ),
    ).toEqual([true, false, false, true]);
    expect(tiles.map((t) => t.counted.times)).toEqual([1, 0, 0, 1]);
  });

  it('renders a tile costing more than the whole budget once it is the frame’s first, so it is not left blurred for ever', () => {
    const tiles = [tile(250), tile(10)];
    expect(
      tilesToRender(
        tiles.map((t) => t.missing),
        100,
      ),
    ).toEqual([true, false]);
    // Behind a tile the budget could pay for, it waits for a later frame.
    expect(tilesToRender([tile(10).missing, tile(250).missing], 100)).toEqual([true, false]);
  });

  it('while zooming, leaves a tile whose stand-in is one band coarser for when the zoom stops, uncounted', () => {
    const tiles = [tile(10, true, 1), tile(10, true, 2), tile(10, false)];
    expect(
      tilesToRender(
        tiles.map((t) => t.missing),
        100,
        true,
      ),
    ).toEqual([false, true, true]);
    expect(tiles.map((t) => t.counted.times)).toEqual([0, 1, 1]);
    // The zoom has stopped: the same tile is rendered.
    expect(tilesToRender([tile(10, true, 1).missing], 100, false)).toEqual([true]);
  });
});
