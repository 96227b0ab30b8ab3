import { mapThumbnailPath } from '../../model/map/thumbnail';
import { encodeWebp, putImage } from './putImage';

/** Sends a map's thumbnail, drawn as it was saved; it replaces the one stored before. */
export async function uploadMapThumbnail(mapId: string, picture: HTMLCanvasElement): Promise<void> {
  const image = await encodeWebp(picture, 0.8);
  if (image) await putImage(mapThumbnailPath(mapId), image);
}
