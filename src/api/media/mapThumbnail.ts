import { mapThumbnailPath } from '../../model/map/thumbnail';
import { csrfHeaders } from '../csrf';
import { HttpError } from '../http';

/** The picture as WebP where the browser writes it (a few KB), else as PNG. */
function encode(picture: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => picture.toBlob(resolve, 'image/webp', 0.8));
}

/** Sends a map's thumbnail, drawn as it was saved; it replaces the one stored before. */
export async function uploadMapThumbnail(mapId: string, picture: HTMLCanvasElement): Promise<void> {
  const image = await encode(picture);
  if (!image) return;
  const path = mapThumbnailPath(mapId);
  const response = await fetch(path, {
    method: 'PUT',
    credentials: 'include',
    headers: { 'content-type': image.type, ...csrfHeaders() },
    body: image,
  });
  if (!response.ok) throw new HttpError(response.status, `PUT ${path} answered ${response.status}`);
}
