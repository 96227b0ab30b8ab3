import { describe, expect, it } from 'vitest';
import { GENERIC_DASH, STRENGTH_DASH_BANDS } from '../../engine/geometry/strokes';
import { DEFAULT_MAP_SETTINGS } from '../../src/model/map/settings';
import { connectionLines, truthSwatches } from './legend';

describe('the map legend', () => {
  it("shows the map's own truth colours at each step, from True through Neutral to False", () => {
    const settings = {
      ...DEFAULT_MAP_SETTINGS,
      positiveTruthColour: '#0000ff',
      negativeTruthColour: '#ff0000',
      neutralTruthColour: '#ffffff',
    };
    expect(truthSwatches(settings)).toEqual([
      { label: 'True', colour: '#0000ff' },
      { label: '50', colour: '#8080ff' },
      { label: 'Neutral', colour: '#ffffff' },
      { label: '-50', colour: '#ff8080' },
      { label: 'False', colour: '#ff0000' },
    ]);
  });

  it('draws each type as the canvas does: Generic dashed, Bidirectional with two heads, weak Truth by band', () => {
    const lines = connectionLines();
    const byLabel = new Map(lines.map((line) => [line.label, line]));
    expect(byLabel.get('Generic')?.dash).toEqual(GENERIC_DASH);
    expect(byLabel.get('Bidirectional')?.arrowAtStart).toBe(true);
    expect(byLabel.get('Truth')).toMatchObject({ dash: null, arrowAtStart: false });
    expect(byLabel.has('Group')).toBe(false);
    const bands = lines.filter((line) => line.label.startsWith('Truth, strength up to'));
    expect(bands.map((line) => line.dash)).toEqual(
      [...STRENGTH_DASH_BANDS].reverse().map((band) => band.dash),
    );
  });
});
