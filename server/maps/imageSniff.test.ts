import { describe, expect, it } from 'vitest';
import { sniffImage } from './imageSniff';

/** A PNG's first 24 bytes (signature and IHDR) for the given size; enough for the sniffer. */
function pngHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 0);
  bytes.set(
    [...'IHDR'].map((c) => c.charCodeAt(0)),
    12,
  );
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

function riff(chunk: string, payload: number[]): Uint8Array {
  const bytes = new Uint8Array(40);
  bytes.set(
    [...'RIFF'].map((c) => c.charCodeAt(0)),
    0,
  );
  bytes.set(
    [...'WEBP'].map((c) => c.charCodeAt(0)),
    8,
  );
  bytes.set(
    [...chunk].map((c) => c.charCodeAt(0)),
    12,
  );
  bytes.set(payload, 20);
  return bytes;
}

describe('sniffImage', () => {
  it('reads a PNG header', () => {
    expect(sniffImage(pngHeader(320, 180))).toEqual({ type: 'image/png', width: 320, height: 180 });
  });

  it('reads lossy, lossless and extended WebP sizes', () => {
    // Lossy: frame tag (3 bytes), start code, 320 and 180 little-endian.
    expect(sniffImage(riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, 0x40, 0x01, 0xb4, 0x00]))).toEqual({
      type: 'image/webp',
      width: 320,
      height: 180,
    });
    // Lossless: 319 | 179 << 14.
    const bits = 319 | (179 << 14);
    expect(
      sniffImage(riff('VP8L', [0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, bits >>> 24])),
    ).toEqual({ type: 'image/webp', width: 320, height: 180 });
    expect(sniffImage(riff('VP8X', [0, 0, 0, 0, 0x3f, 0x01, 0, 0xb3, 0, 0]))).toEqual({
      type: 'image/webp',
      width: 320,
      height: 180,
    });
  });

  it('refuses what is neither', () => {
    expect(sniffImage(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeNull();
    expect(sniffImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBeNull();
    expect(sniffImage(new Uint8Array())).toBeNull();
  });
});
