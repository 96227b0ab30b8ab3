import { describe, expect, it } from 'vitest';
import { CONNECTION_TYPE, type ConnectionType } from '../map/constants';
import { DEFAULT_MAP_SETTINGS } from '../map/settings';
import { applyAction } from './apply';
import { changedMapSettings } from './mapSettings';
import { deepFreeze, makeMap } from './testMaps';
import { modifiesMap, recordsUndo, truthReachOf } from './traits';

describe('setMapSettings', () => {
  const map = deepFreeze(makeMap());

  it('sets the truth colours and the default connection type, the inverse putting back only those given', () => {
    const result = applyAction(map, {
      type: 'setMapSettings',
      settings: { positiveTruthColour: '#0000ff', defaultConnectionType: CONNECTION_TYPE.TRUTH },
    });
    if (!result.ok) throw new Error(result.error);
    expect(result.map.settings).toEqual({
      ...DEFAULT_MAP_SETTINGS,
      positiveTruthColour: '#0000ff',
      defaultConnectionType: CONNECTION_TYPE.TRUTH,
    });
    expect(result.inverse).toEqual({
      type: 'setMapSettings',
      settings: {
        positiveTruthColour: DEFAULT_MAP_SETTINGS.positiveTruthColour,
        defaultConnectionType: DEFAULT_MAP_SETTINGS.defaultConnectionType,
      },
    });
    expect(result.map.nodes).toBe(map.nodes);
  });

  it('refuses a colour that is not 6-digit hex, an unknown type and any other setting (the version too)', () => {
    expect(applyAction(map, { type: 'setMapSettings', settings: { neutralTruthColour: 'grey' } })).toEqual({
      ok: false,
      error: "'grey' is not a 6-digit hex colour such as #1a2b3c",
    });
    expect(
      applyAction(map, {
        type: 'setMapSettings',
        settings: { defaultConnectionType: 42 as ConnectionType },
      }),
    ).toEqual({ ok: false, error: 'Unknown connection type 42' });
    const version = JSON.parse('{"type":"setMapSettings","settings":{"version":1}}');
    expect(applyAction(map, version)).toEqual({ ok: false, error: 'Unknown map setting "version"' });
  });

  it("sets the quiz's answer mode and redo, refusing settings that are not a quiz's", () => {
    const quiz = { answerMode: 'Quiz', enableRedo: false } as const;
    const result = applyAction(map, { type: 'setMapSettings', settings: { quiz } });
    if (!result.ok) throw new Error(result.error);
    expect(result.map.settings.quiz).toEqual(quiz);
    expect(result.inverse).toEqual({ type: 'setMapSettings', settings: { quiz: undefined } });
    const unknownMode = JSON.parse(
      '{"type":"setMapSettings","settings":{"quiz":{"answerMode":"Exam","enableRedo":true}}}',
    );
    expect(applyAction(map, unknownMode)).toEqual({
      ok: false,
      error: 'Unknown quiz settings {"answerMode":"Exam","enableRedo":true}',
    });
    const extra = JSON.parse(
      '{"type":"setMapSettings","settings":{"quiz":{"answerMode":"Quiz","enableRedo":true,"x":1}}}',
    );
    expect(applyAction(map, extra).ok).toBe(false);
  });

  it('is an undoable edit that makes the map modified and leaves the truth calculation alone', () => {
    const action = { type: 'setMapSettings', settings: { negativeTruthColour: '#ff00ff' } } as const;
    expect(recordsUndo(action)).toBe(true);
    expect(modifiesMap(action)).toBe(true);
    expect(truthReachOf(action)).toBe('none');
  });
});

describe('changedMapSettings', () => {
  it('keeps only the settings a form changed', () => {
    const draft = {
      ...DEFAULT_MAP_SETTINGS,
      neutralTruthColour: '#dddddd',
      defaultConnectionType: CONNECTION_TYPE.GENERIC,
    };
    expect(changedMapSettings(DEFAULT_MAP_SETTINGS, draft)).toEqual({
      neutralTruthColour: '#dddddd',
      defaultConnectionType: CONNECTION_TYPE.GENERIC,
    });
    expect(changedMapSettings(DEFAULT_MAP_SETTINGS, { ...DEFAULT_MAP_SETTINGS })).toEqual({});
    // The quiz's settings are compared by value: the same settings from a form are no change.
    const quiz = { answerMode: 'Exercise', enableRedo: true } as const;
    expect(changedMapSettings({ ...DEFAULT_MAP_SETTINGS, quiz }, { quiz: { ...quiz } })).toEqual({});
    expect(changedMapSettings(DEFAULT_MAP_SETTINGS, { quiz })).toEqual({ quiz });
  });
});
