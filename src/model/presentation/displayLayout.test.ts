import { describe, expect, it } from 'vitest';
import { SUB_MODES } from './constants';
import { displayLayout } from './displayLayout';

describe('displayLayout', () => {
  it('gives each sub-mode its media, its controls and its step list', () => {
    expect(Object.fromEntries(SUB_MODES.map((subMode) => [subMode, displayLayout(subMode)]))).toEqual({
      standalone: { media: 'corner', controls: true, stepList: false },
      video: { media: 'maximised', controls: true, stepList: false },
      videomap: { media: 'corner', controls: true, stepList: false },
      navigator: { media: 'none', controls: false, stepList: true },
      observer: { media: 'none', controls: false, stepList: false },
      videoobserver: { media: 'corner', controls: false, stepList: false },
    });
  });
});
