import { COURSE_THUMBNAIL_LIMITS, courseThumbnailPath } from '../../model/courses/thumbnail';
import { encodeWebp, putImage } from './putImage';

/** The images an author may choose; each is drawn anew as WebP (or PNG) before it is sent. */
export const COURSE_THUMBNAIL_TYPES = ['image/png', 'image/webp', 'image/jpeg'] as const;

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
      const drawn = await encodeWebp(canvas, 0.85);
      if (!drawn) throw new Error('The browser could not draw the image.');
      if (drawn.size <= maxBytes || canvas.width <= 64) return drawn;
      scale /= 2;
    }
  } finally {
    bitmap.close();
  }
}

/** Sends a course's thumbnail as drawn; it replaces the one stored before. */
export function uploadCourseThumbnail(courseId: string, image: Blob): Promise<void> {
  return putImage(courseThumbnailPath(courseId), image);
}
