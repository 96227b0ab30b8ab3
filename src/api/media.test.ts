import { describe, expect, it } from 'vitest';
import { IMAGE_MEDIA_MAX_BYTES, MEDIA_MESSAGES } from '../model/map/media';
import { imageRefusalOf } from './media';

describe('imageRefusalOf', () => {
  it('lets an image of the accepted types and sizes go, and one the browser could not type', () => {
    expect(imageRefusalOf({ size: 1000, type: 'image/png' })).toBeNull();
    expect(imageRefusalOf({ size: IMAGE_MEDIA_MAX_BYTES, type: 'image/webp' })).toBeNull();
    expect(imageRefusalOf({ size: 1000, type: '' })).toBeNull();
  });

  it('says why an empty, too large or other file is not sent', () => {
    expect(imageRefusalOf({ size: 0, type: 'image/png' })).toBe(MEDIA_MESSAGES.empty);
    expect(imageRefusalOf({ size: IMAGE_MEDIA_MAX_BYTES + 1, type: 'image/png' })).toBe(
      MEDIA_MESSAGES.tooLarge,
    );
    expect(imageRefusalOf({ size: 1000, type: 'image/svg+xml' })).toBe(MEDIA_MESSAGES.notAnImage);
    expect(imageRefusalOf({ size: 1000, type: 'application/pdf' })).toBe(MEDIA_MESSAGES.notAnImage);
  });
});
