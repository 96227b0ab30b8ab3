import { COURSE_THUMBNAIL_LIMITS, courseThumbnailPath } from '../../model/courses/thumbnail';
import { csrfHeaders } from '../csrf';
import { HttpError } from '../http';

/** The images an author may choose; each is drawn anew as WebP (or PNG) before it is sent. */
export const COURSE_THUMBNAIL_TYPES = ['image/png', 'image/webp', 'image/jpeg'] as const;

/** The picture as WebP where the browser writes it, else as PNG. */
function encode(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/webp', 0.85));
}

/**
 * The chosen image drawn within the server's limits (plan decision D6: PNG or WebP, at most
 * 1504×846 pixels and 1 MiB): scaled down to fit, never up; halved again while it is too heavy.
 */
export async function drawCourseThumbnail(image: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(image);
  const { maxWidth, maxHeight, maxBytes } = COURSE_THUMBNAIL_LIMITS;
  let scale = Math.min(1, maxWidth / bitmap.width, maxHeight / bitmap.height);
  try {
    for (;;) {
      const canvas = document.createElement('canvas');
      canvas.width = Math.max(1, Math.round(bitmap.width * scale));
      canvas.height = Math.max(1, Math.round(bitmap.height * scale));
      canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      const drawn = await encode(canvas);
      if (!drawn) throw new Error('The browser could not draw the image.');
      if (drawn.size <= maxBytes || canvas.width <= 64) return drawn;
      scale /= 2;
    }
  } finally {
    bitmap.close();
  }
}

/** Sends a course's thumbnail as drawn; it replaces the one stored before. */
export async function uploadCourseThumbnail(courseId: string, image: Blob): Promise<void> {
  const path = courseThumbnailPath(courseId);
  const response = await fetch(path, {
    method: 'PUT',
    credentials: 'include',
    headers: { 'content-type': image.type, ...csrfHeaders() },
    body: image,
  });
  if (!response.ok) throw new HttpError(response.status, `PUT ${path} answered ${response.status}`);
}
