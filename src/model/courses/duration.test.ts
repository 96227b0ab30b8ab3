import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';
import { presentationLength } from './summary';

describe('formatDuration', () => {
  it('shows h:mm:ss', () => {
    expect(formatDuration(0)).toBe('0:00:00');
    expect(formatDuration(59.6)).toBe('0:01:00');
    expect(formatDuration(3723)).toBe('1:02:03');
    expect(formatDuration(Number.NaN)).toBe('0:00:00');
    expect(formatDuration(-5)).toBe('0:00:00');
  });
});

describe('presentationLength', () => {
  it("is the media's length, else the videos' together, else unknown", () => {
    expect(presentationLength({ media: { duration: 90 }, videos: [{ duration: 5 }] })).toBe(90);
    expect(presentationLength({ media: { duration: 0 }, videos: [{ duration: 5 }, { duration: 7 }] })).toBe(
      12,
    );
    expect(presentationLength({ media: null, videos: [] })).toBeNull();
  });
});
