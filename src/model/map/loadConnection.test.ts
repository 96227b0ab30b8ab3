import { describe, expect, it } from 'vitest';
import { CONNECTION_TYPE } from './constants';
import { loadConnection } from './loadConnection';

describe('loadConnection', () => {
  it('gives a bare connection the spec defaults', () => {
    expect(loadConnection({ id: 'c1', from: 'a', to: 'b' })).toEqual({
      id: 'c1',
      from: 'a',
      to: 'b',
      type: CONNECTION_TYPE.RELATIVE,
      levelId: 1,
      content: '',
      strength: 0,
      reverseStrength: false,
      reverseStrengthCondition: 'always',
      relevance: 100,
      labelFontSize: 'medium',
      lineType: 'auto',
      fromLocation: 'auto',
      toLocation: 'auto',
      waypoints: [],
      visibility: 'visible',
      fromHidden: false,
      toHidden: false,
    });
  });

  it('keeps every stored field of the right type', () => {
    const stored = {
      id: 'c1',
      from: 'a',
      to: 'b',
      type: CONNECTION_TYPE.FALLACY,
      levelId: 3,
      content: 'because',
      prose: { children: [] },
      colour: '#102030',
      width: 5,
      strength: -60,
      reverseStrength: true,
      reverseStrengthCondition: 'negative',
      relevance: 40,
      labelFontSize: 'x-small',
      lineType: 'elbow',
      fromLocation: 'left',
      toLocation: 'bottom',
      waypoints: [{ id: 'w1', position: { x: 1, y: 2 } }],
      visibility: 'hidden',
      fromHidden: true,
      toHidden: true,
      claimType: 'Emotional',
      fallacyType: 'straw man',
    };
    expect(loadConnection(stored)).toEqual(stored);
  });

  it('replaces unknown values by defaults and drops unknown claim and fallacy types', () => {
    const connection = loadConnection({
      id: 'c',
      from: 'a',
      to: 'b',
      type: 9,
      lineType: 'zigzag',
      fromLocation: 'middle',
      claimType: 'Sneaky',
      fallacyType: 'Straw Man',
    });
    expect(connection).toMatchObject({ type: 1, lineType: 'auto', fromLocation: 'auto' });
    expect(connection).not.toHaveProperty('claimType');
    expect(connection).not.toHaveProperty('fallacyType');
  });

  it('drops waypoints without a position and gives the others an id', () => {
    const { waypoints } = loadConnection({
      id: 'c',
      from: 'a',
      to: 'b',
      waypoints: [{ id: 'w' }, { position: { x: 4, y: 5 } }, 'x'],
    });
    expect(waypoints).toHaveLength(1);
    expect(waypoints[0]?.position).toEqual({ x: 4, y: 5 });
    expect(waypoints[0]?.id).toHaveLength(10);
  });
});
