/**
 * Where to go after login when the login link carries a map and presentation id, or a course id
 * (spec 1 section 2). Returns an app-relative path, or null.
 */
export function afterLoginUrlFromQuery(query: URLSearchParams): string | null {
  const courseId = query.get('courseId');
  if (courseId) return `/course/${encodeURIComponent(courseId)}`;
  const mapId = query.get('mapId');
  const presentationId = query.get('presentationId');
  if (mapId && presentationId) {
    return `/${encodeURIComponent(mapId)}/presentation/${encodeURIComponent(presentationId)}/Standalone`;
  }
  return null;
}
