import { describe, expect, it } from 'vitest';
import { CONNECTION_TYPE } from '../map/constants';
import { NOT_LINKING, selectWhileLinking, startLinking } from './nodeLinking';

describe('node linking', () => {
  it('links nothing while idle', () => {
    expect(selectWhileLinking(NOT_LINKING, 'a')).toEqual({ link: null, next: NOT_LINKING });
  });

  it('links the start node to the next node selected, then stops', () => {
    const linking = startLinking('a', CONNECTION_TYPE.TRUTH);
    expect(selectWhileLinking(linking, 'b')).toEqual({
      link: { from: 'a', to: 'b', type: CONNECTION_TYPE.TRUTH },
      next: NOT_LINKING,
    });
  });

  it('keeps linking when the start node itself is selected', () => {
    const linking = startLinking('a', CONNECTION_TYPE.RELATIVE);
    expect(selectWhileLinking(linking, 'a')).toEqual({ link: null, next: linking });
  });

  it('restarts linking from the same node after a group link', () => {
    const linking = startLinking('hub', CONNECTION_TYPE.GROUP);
    const first = selectWhileLinking(linking, 'b');
    expect(first).toEqual({ link: { from: 'hub', to: 'b', type: CONNECTION_TYPE.GROUP }, next: linking });
    expect(selectWhileLinking(first.next, 'c').link).toEqual({
      from: 'hub',
      to: 'c',
      type: CONNECTION_TYPE.GROUP,
    });
  });
});
