import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { type StudyPaths, type StudyPlaceKey, studyPaths } from '../../../src/model/courses/studyPaths';

/**
 * Where a study screen (a lesson, presentation, content slides, quiz, recall, flashcards) is opened: the
 * map it studies, the course it is studied through (null: the map itself) and the addresses of the
 * screens around it. Map routes provide it from the route's map id (RequireMapRoute), course routes from
 * the course (CourseLayout): the screens read it rather than the route's parameters, and work in both.
 */
export interface StudyPlace extends StudyPlaceKey {
  paths: StudyPaths;
}

const StudyPlaceContext = createContext<StudyPlace | null>(null);

export function StudyPlaceProvider({ mapId, courseId, children }: StudyPlaceKey & { children: ReactNode }) {
  const place = useMemo(
    () => ({ mapId, courseId, paths: studyPaths({ mapId, courseId }) }),
    [mapId, courseId],
  );
  return <StudyPlaceContext.Provider value={place}>{children}</StudyPlaceContext.Provider>;
}

export function useStudyPlace(): StudyPlace {
  const place = useContext(StudyPlaceContext);
  if (!place) throw new Error('A study screen outside a map or course route (no StudyPlaceProvider).');
  return place;
}
