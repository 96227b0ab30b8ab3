import { describe, expect, it } from 'vitest';
import { DEFAULT_FONT_SIZE_PX, FONT_SIZES } from '../../src/model/map/constants';
import {
  isTextReadable,
  labelDetail,
  minimumReadableScale,
  nodeDetail,
  PRESENTATION_MIN_TEXT_PX,
  textResolution,
} from './levelOfDetail';

describe('level of detail', () => {
  it('draws titles while they are at least 6 px on screen', () => {
    expect(nodeDetail(160, 60, DEFAULT_FONT_SIZE_PX, 1)).toBe('full');
    expect(nodeDetail(160, 60, DEFAULT_FONT_SIZE_PX, 6 / 18)).toBe('full');
    expect(nodeDetail(160, 60, DEFAULT_FONT_SIZE_PX, 0.33)).toBe('shape');
    // At the smallest zoom 0.25 even the largest font, 32, reads (8 px); the smallest, 10, does not.
    expect(nodeDetail(160, 60, FONT_SIZES['xx-large'], 0.25)).toBe('full');
    expect(nodeDetail(160, 60, FONT_SIZES['x-small'], 0.25)).toBe('shape');
  });

  it('draws a point when the box is under 4 px', () => {
    expect(nodeDetail(160, 60, 18, 0.025)).toBe('shape');
    expect(nodeDetail(160, 60, 18, 0.02)).toBe('point');
  });

  it('asks for larger text when presenting', () => {
    expect(nodeDetail(160, 60, 18, 0.5, PRESENTATION_MIN_TEXT_PX)).toBe('shape');
    expect(nodeDetail(160, 60, 18, 0.8, PRESENTATION_MIN_TEXT_PX)).toBe('full');
    expect(minimumReadableScale(18)).toBeCloseTo(0.778, 3);
    expect(isTextReadable(18, minimumReadableScale(18), PRESENTATION_MIN_TEXT_PX)).toBe(true);
  });

  it('turns labels into shapes when too small to read', () => {
    expect(labelDetail(16, 1)).toBe('text');
    expect(labelDetail(16, 0.3)).toBe('shape');
  });

  it('rasterises text at a power of two of scale × device pixels', () => {
    expect(textResolution(1, 1)).toBe(1);
    expect(textResolution(1, 2)).toBe(2);
    expect(textResolution(1.1, 2)).toBe(4);
    expect(textResolution(4, 3)).toBe(8);
    expect(textResolution(0.25, 1)).toBe(1);
  });
});
