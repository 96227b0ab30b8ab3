import { describe, expect, it } from 'vitest';
import { colourModeFrom } from './colourModeRule';

describe('colourModeFrom', () => {
  it('keeps the mode the user chose, whatever the system prefers', () => {
    expect(colourModeFrom('dark', false)).toBe('dark');
    expect(colourModeFrom('light', true)).toBe('light');
  });

  it("follows the system's preference until a mode is chosen", () => {
    expect(colourModeFrom(null, true)).toBe('dark');
    expect(colourModeFrom(null, false)).toBe('light');
    expect(colourModeFrom('system', true)).toBe('dark');
  });

  it('treats an unknown stored value as no choice', () => {
    expect(colourModeFrom('sepia', false)).toBe('light');
  });
});
