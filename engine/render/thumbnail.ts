/**
 * A map's thumbnail (issue 22): the whole map drawn by the engine, fitted into a small picture on the
 * canvas's page colour. The camera and placement are pure; drawing needs a 2D canvas.
 */
import { type Camera, type Viewport, zoomToFit } from '../geometry/camera';
import type { Box } from '../geometry/vector';

/** The camera that shows all of `content` in `viewport`, edge to edge but for a thin margin. */
export function thumbnailCamera(content: Box | undefined, viewport: Viewport): Camera {
  return zoomToFit(content, viewport, {
    padding: 0.05,
    viewportMargin: 0,
    menuHeight: 0,
    limits: { min: 0.01, max: 1 },
  }).camera;
}

/** Where a picture of `source`'s size goes in `target`: whole, as large as fits, centred (object-fit: contain). */
export function containRect(source: Viewport, target: Viewport): Box {
  const scale = Math.min(target.width / source.width, target.height / source.height);
  const width = Math.round(source.width * scale);
  const height = Math.round(source.height * scale);
  return {
    x: Math.round((target.width - width) / 2),
    y: Math.round((target.height - height) / 2),
    width,
    height,
  };
}

/** `picture` scaled into a new canvas of `size`, on `background` (a CSS colour). */
export function fitPicture(
  picture: HTMLCanvasElement,
  size: Viewport,
  background: string,
): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return canvas;
  context.fillStyle = background;
  context.fillRect(0, 0, size.width, size.height);
  const place = containRect({ width: picture.width, height: picture.height }, size);
  context.imageSmoothingQuality = 'high';
  context.drawImage(picture, place.x, place.y, place.width, place.height);
  return canvas;
}
