/**
 * What an uploaded image really is, read from its bytes rather than the header the client sent: PNG or
 * WebP (lossy, lossless or extended), with the width and height its header states. Anything else is null.
 */
export type SniffedImageType = 'image/png' | 'image/webp';

export interface SniffedImage {
  type: SniffedImageType;
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

function sniffPng(bytes: Uint8Array, view: DataView): SniffedImage | null {
  if (bytes.length < 24 || PNG_SIGNATURE.some((byte, index) => bytes[index] !== byte)) return null;
  // The first chunk is always IHDR: width and height as big-endian 32-bit numbers.
  if (ascii(bytes, 12, 4) !== 'IHDR') return null;
  return { type: 'image/png', width: view.getUint32(16), height: view.getUint32(20) };
}

function sniffWebp(bytes: Uint8Array, view: DataView): SniffedImage | null {
  if (bytes.length < 30 || ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WEBP') return null;
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8 ') {
    // Lossy: a key frame's start code, then 14-bit width and height.
    if (bytes[23] !== 0x9d || bytes[24] !== 0x01 || bytes[25] !== 0x2a) return null;
    return {
      type: 'image/webp',
      width: view.getUint16(26, true) & 0x3fff,
      height: view.getUint16(28, true) & 0x3fff,
    };
  }
  if (chunk === 'VP8L') {
    // Lossless: a signature byte, then width-1 and height-1 in 14 bits each.
    if (bytes[20] !== 0x2f) return null;
    const bits = view.getUint32(21, true);
    return { type: 'image/webp', width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    // Extended: canvas width-1 and height-1 in 24 bits each.
    const width = (bytes[24] ?? 0) | ((bytes[25] ?? 0) << 8) | ((bytes[26] ?? 0) << 16);
    const height = (bytes[27] ?? 0) | ((bytes[28] ?? 0) << 8) | ((bytes[29] ?? 0) << 16);
    return { type: 'image/webp', width: width + 1, height: height + 1 };
  }
  return null;
}

export function sniffImage(bytes: Uint8Array): SniffedImage | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return sniffPng(bytes, view) ?? sniffWebp(bytes, view);
}
