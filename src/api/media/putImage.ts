import { csrfHeaders } from '../csrf';
import { HttpError } from '../http';

/** A canvas as WebP where the browser writes it (a few KB), else as PNG. */
export function encodeWebp(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/webp', quality));
}

/** Sends an image to a media path (a thumbnail's), replacing the one stored there. */
export async function putImage(path: string, image: Blob): Promise<void> {
  const response = await fetch(path, {
    method: 'PUT',
    credentials: 'include',
    headers: { 'content-type': image.type, ...csrfHeaders() },
    body: image,
  });
  if (!response.ok) throw new HttpError(response.status, `PUT ${path} answered ${response.status}`);
}
