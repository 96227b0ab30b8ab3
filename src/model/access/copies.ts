/**
 * Who may save a copy of a map (Save as; spec 2 section 4): a user with edit rights, and for a map in a
 * course, only where the course permits copies. The course's author may always copy their own course's map.
 */
import type { MapAccessRights } from './accessRights';

/** The course a map is in (made from it, or holding it), as far as copying goes. */
export interface CourseCopyPolicy {
  authorId: string;
  allowsCopies: boolean;
}

export const COPY_MESSAGES = {
  courseForbidsCopies: 'This map is part of a course that does not permit copies.',
} as const;

/** null when the user may save a copy; otherwise why not (the course's refusal; rights are checked first). */
export function copyRefusal(
  rights: Pick<MapAccessRights, 'hasEditRights'>,
  course: CourseCopyPolicy | null,
  userId: string,
): 'noEditRights' | 'courseForbidsCopies' | null {
  if (!rights.hasEditRights) return 'noEditRights';
  if (course && !course.allowsCopies && course.authorId !== userId) return 'courseForbidsCopies';
  return null;
}
