import { describe, expect, it } from 'vitest';
import { DEFAULT_USER_SETTINGS } from '../../model/map/settings';
import { readUserSettings } from './userSettings';

describe('readUserSettings', () => {
  it('gives back what was stored, panel size included', () => {
    const stored = { ...DEFAULT_USER_SETTINGS, showTagsPanel: true, zoomToFit: false, panelSize: 'large' };
    expect(readUserSettings(JSON.parse(JSON.stringify(stored)))).toEqual(stored);
  });

  it('fills missing or mistyped settings with the spec defaults', () => {
    expect(readUserSettings({ showLevelPanel: 'yes', expertMode: true, panelSize: 3 })).toEqual({
      ...DEFAULT_USER_SETTINGS,
      expertMode: true,
    });
  });

  it('answers null for an entry that is not a settings record (the caller logs and uses defaults)', () => {
    expect(readUserSettings(null)).toBeNull();
    expect(readUserSettings([true])).toBeNull();
    expect(readUserSettings('showLevelPanel')).toBeNull();
  });
});
