import { csrfHeaders } from '../csrf';
import { HttpError } from '../http';

/** The image types the server takes for a course's thumbnail (plan decision D6). */
export const COURSE_THUMBNAIL_TYPES = ['image/png', 'image/webp', 'image/jpeg'] as const;

export const courseThumbnailPath = (courseId: string) =>
  `/a/media/courses/${encodeURIComponent(courseId)}/thumbnail`;

/** Sends the image an author chose as the course's thumbnail; it replaces the one stored before. */
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
