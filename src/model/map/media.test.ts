import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MEDIA_MAX_BYTES,
  formatMediaSize,
  IMAGE_MEDIA_MAX_BYTES,
  MEDIA_MESSAGES,
  mediaKindOf,
  mediaMaxBytesOf,
  tooLargeMessageOf,
} from './media';

describe('mediaKindOf', () => {
  it('names the kind of each accepted type', () => {
    expect(mediaKindOf('image/png')).toBe('image');
    expect(mediaKindOf('video/webm')).toBe('video');
    expect(mediaKindOf('video/mp4')).toBe('video');
    expect(mediaKindOf('audio/mpeg')).toBe('audio');
    expect(mediaKindOf('audio/ogg; codecs=opus')).toBe('audio');
    expect(mediaKindOf('audio/wav')).toBe('audio');
  });

  it('knows no other type', () => {
    expect(mediaKindOf('image/svg+xml')).toBeNull();
    expect(mediaKindOf('application/pdf')).toBeNull();
    expect(mediaKindOf('video/x-flv')).toBeNull();
    expect(mediaKindOf('')).toBeNull();
  });
});

describe('limits', () => {
  it('keeps images at their own limit and gives video and audio the configured one', () => {
    expect(mediaMaxBytesOf('image', 1234)).toBe(IMAGE_MEDIA_MAX_BYTES);
    expect(mediaMaxBytesOf('video', 1234)).toBe(1234);
    expect(tooLargeMessageOf('image', 1234)).toBe(MEDIA_MESSAGES.tooLarge);
    expect(tooLargeMessageOf('audio', DEFAULT_MEDIA_MAX_BYTES)).toBe('The file is larger than 200 MB.');
  });

  it('writes sizes for people', () => {
    expect(formatMediaSize(200_000_000)).toBe('200 MB');
    expect(formatMediaSize(1_500_000)).toBe('1.5 MB');
    expect(formatMediaSize(100_000)).toBe('100 KB');
    expect(formatMediaSize(10)).toBe('1 KB');
  });
});
