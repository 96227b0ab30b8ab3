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

  it('keeps a camera only when it is one: finite numbers and a scale above zero', () => {
    const camera = { x: -120.5, y: 40, scale: 0.75 };
    expect(readUserSettings({ camera })).toEqual({ ...DEFAULT_USER_SETTINGS, camera });
    for (const broken of [{ x: 1, y: 2 }, { x: 1, y: 2, scale: 0 }, { x: '1', y: 2, scale: 1 }, [1, 2, 1]])
      expect(readUserSettings({ camera: broken })).toEqual(DEFAULT_USER_SETTINGS);
  });

  it('keeps pan mode only when it is true or false', () => {
    expect(readUserSettings({ panMode: true })).toEqual({ ...DEFAULT_USER_SETTINGS, panMode: true });
    expect(readUserSettings({ panMode: 'yes' })).toEqual(DEFAULT_USER_SETTINGS);
  });

  it('answers null for an entry that is not a settings record (the caller logs and uses defaults)', () => {
    expect(readUserSettings(null)).toBeNull();
    expect(readUserSettings([true])).toBeNull();
    expect(readUserSettings('showLevelPanel')).toBeNull();
  });
});
