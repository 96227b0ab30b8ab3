/**
 * A course's thumbnail (issue 28): an image its author chooses, drawn by the client into at most
 * `maxWidth`×`maxHeight` (PNG or WebP) before it is uploaded, shown on course cards and the course home.
 */
export const COURSE_THUMBNAIL_SIZE = { width: 752, height: 423 } as const;

export const COURSE_THUMBNAIL_LIMITS = { maxWidth: 1504, maxHeight: 846, maxBytes: 1024 * 1024 } as const;

/** Where a course's thumbnail is uploaded (PUT) and read (GET). */
export function courseThumbnailPath(courseId: string): string {
  return `/a/media/courses/${courseId.startsWith(':') ? courseId : encodeURIComponent(courseId)}/thumbnail`;
}

/** The address a course's `thumbnailURL` holds after an upload: the version makes browsers fetch the new one. */
export function courseThumbnailUrl(courseId: string, version: number): string {
  return `${courseThumbnailPath(courseId)}?v=${version}`;
}
