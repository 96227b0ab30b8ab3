import { describe, expect, it } from 'vitest';
import { DEFAULT_VIDEO_PLAYER_SETTINGS as defaults, videoHeightFor, videoWidthPercent } from './videoPlayer';

describe('video player settings', () => {
  it('shrinks a hidden video to 20 percent and a maximised one fills the width', () => {
    expect(videoWidthPercent(defaults)).toBe(30);
    expect(videoWidthPercent({ ...defaults, videoVisible: false })).toBe(20);
    expect(videoWidthPercent({ ...defaults, maximised: true })).toBe(100);
    expect(videoWidthPercent({ ...defaults, size: 250 })).toBe(100);
  });

  it('keeps 16:9 less the crop, or a fixed height', () => {
    expect(videoHeightFor(1600, defaults.crop)).toBe(900);
    expect(videoHeightFor(1600, { ...defaults.crop, top: 10, bottom: 10 })).toBeCloseTo(720);
    expect(videoHeightFor(1600, { ...defaults.crop, left: 20, right: 20 })).toBeCloseTo(1500);
    expect(videoHeightFor(1600, { ...defaults.crop, fixedHeight: 300 })).toBe(300);
  });
});
