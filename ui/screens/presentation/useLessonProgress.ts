import { useApolloClient, useQuery } from '@apollo/client/react';
import { reaction } from 'mobx';
import { useEffect, useRef } from 'react';
import {
  MAP_PROGRESS,
  UPDATE_LESSON_PROGRESS,
  UPDATE_LESSON_PROGRESS_OPTIONS,
} from '../../../src/api/graphql';
import { REPLAY_STATUS } from '../../../src/model/presentation/constants';
import { LessonProgressTracker } from '../../../src/stores/presentation/LessonProgressTracker';
import type { PresentationPlayer } from '../../../src/stores/presentation/PresentationPlayer';

/**
 * Saves a signed-in learner's progress through a lesson (spec 3 sections 4.7, 7 and 9): the tracker
 * counts the lesson's play, saves every 10 s of it, and once more when the page hides or the lesson
 * closes. `lessonId` null (a presentation, not a lesson) or signed out: nothing is counted or saved.
 */
export function useLessonProgress(
  player: PresentationPlayer | null,
  mapId: string,
  lessonId: string | null,
  signedIn: boolean,
): void {
  const client = useApolloClient();
  const active = lessonId !== null && signedIn;
  // The stored furthest time, kept up to date: each save's answer refreshes this cached query.
  const progress = useQuery(MAP_PROGRESS, { variables: { mapId }, skip: !active });
  const storedLongest = useRef(0);
  storedLongest.current =
    progress.data?.mapProgress.lessons.find((lesson) => lesson.lessonId === lessonId)?.longestWatchedTime ??
    0;

  useEffect(() => {
    if (!player || !active || lessonId === null) return;
    const tracker = new LessonProgressTracker({
      playback: () => ({
        playing: player.status === REPLAY_STATUS.PLAYING,
        buffering: player.buffering,
        positionSeconds: player.timeMs / 1000,
      }),
      storedLongest: () => storedLongest.current,
      save: (report, leaving) =>
        client.mutate({
          mutation: UPDATE_LESSON_PROGRESS,
          variables: { lessonProgress: { mapId, lessonId, ...report } },
          ...UPDATE_LESSON_PROGRESS_OPTIONS,
          // A page going away cancels its requests, unless they are kept alive.
          ...(leaving && { context: { fetchOptions: { keepalive: true } } }),
        }),
    });
    tracker.start();
    const stopWatching = reaction(
      () => player.jumps,
      () => tracker.jumped(),
    );
    const hidden = () => tracker.leave();
    window.addEventListener('pagehide', hidden);
    return () => {
      window.removeEventListener('pagehide', hidden);
      stopWatching();
      tracker.dispose();
    };
  }, [player, active, client, mapId, lessonId]);
}
