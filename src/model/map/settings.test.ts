import { describe, expect, it } from 'vitest';
import { CONNECTION_TYPE, CURRENT_MAP_VERSION, HEX_COLOUR_PATTERN } from './constants';
import { DEFAULT_MAP_SETTINGS, DEFAULT_USER_SETTINGS } from './settings';

describe('settings defaults', () => {
  it('gives user settings the spec defaults', () => {
    expect(DEFAULT_USER_SETTINGS).toEqual({
      zoomToFit: true,
      showMainEditor: true,
      expertMode: false,
      showLevelPanel: false,
      showSearchPanel: false,
      showTagsPanel: false,
      showUserNote: false,
      showAdjoiningNodesPanel: false,
      allSelectedTagsRequired: false,
    });
  });

  it('gives map settings the current version, Relative connections and hex truth colours', () => {
    expect(DEFAULT_MAP_SETTINGS.version).toBe(CURRENT_MAP_VERSION);
    expect(DEFAULT_MAP_SETTINGS.defaultConnectionType).toBe(CONNECTION_TYPE.RELATIVE);
    const colours = [
      DEFAULT_MAP_SETTINGS.positiveTruthColour,
      DEFAULT_MAP_SETTINGS.negativeTruthColour,
      DEFAULT_MAP_SETTINGS.neutralTruthColour,
    ];
    for (const colour of colours) expect(colour).toMatch(HEX_COLOUR_PATTERN);
    expect(new Set(colours).size).toBe(3);
  });
});
