import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { MAP_PROGRESS } from '../../../../src/api/graphql/progress';
import { useStores } from '../../../shell/StoreContext';

/**
 * Keeps the course's progress marks current as the learner goes: the course home is asked again when
 * they move to another of its pages (back to the home after a quiz, to another item) and when a lesson's progress is saved (its
 * answer updates the cached map progress, which this watches without asking the server itself).
 */
export function useCourseProgressFollow(mapId: string, refresh: () => void): void {
  const { auth } = useStores();
  const location = useLocation();
  const lessons = useQuery(MAP_PROGRESS, {
    variables: { mapId },
    fetchPolicy: 'cache-only',
    skip: !auth.loggedIn,
  }).data?.mapProgress;
  const first = useRef(true);
  const route = `${location.pathname}${location.search}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new route or saved progress is what asks again.
  useEffect(() => {
    // The layout has just asked for the course: nothing has moved yet.
    if (first.current) {
      first.current = false;
      return;
    }
    refresh();
  }, [route, lessons]);
}
