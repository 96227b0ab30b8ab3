import { PNG } from 'pngjs';

/** A PNG of one colour, `[r, g, b]`, for uploads in tests. */
export function solidPng(
  width: number,
  height: number,
  [r, g, b]: readonly [number, number, number],
): Buffer {
  const png = new PNG({ width, height });
  for (let i = 0; i < width * height; i++) png.data.set([r, g, b, 255], i * 4);
  return PNG.sync.write(png);
}
