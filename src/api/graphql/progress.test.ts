import { InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { cacheMapProgress, MAP_PROGRESS } from './progress';

const lesson = (lessonId: string, longest: number, previous = longest) => ({
  __typename: 'LessonProgress',
  lessonId,
  longestWatchedTime: longest,
  previousWatchedTime: previous,
});
const progress = (lessons: ReturnType<typeof lesson>[]) => ({
  __typename: 'MapProgress',
  id: 'map1:user1',
  mapId: 'map1',
  lessons,
});
const cached = (cache: InMemoryCache) =>
  cache.readQuery({ query: MAP_PROGRESS, variables: { mapId: 'map1' } });

describe('cacheMapProgress', () => {
  it('refreshes the cached map progress with the stored report’s answer', () => {
    const cache = new InMemoryCache();
    cache.writeQuery({
      query: MAP_PROGRESS,
      variables: { mapId: 'map1' },
      data: { mapProgress: progress([]) },
    });
    cacheMapProgress(cache, { data: { updateLessonProgress: progress([lesson('L1', 40, 12)]) } });
    expect(cached(cache)?.mapProgress.lessons).toEqual([lesson('L1', 40, 12)]);
  });

  it('fills the query when nothing was cached, and ignores an answer without data', () => {
    const cache = new InMemoryCache();
    cacheMapProgress(cache, { data: null });
    expect(cached(cache)).toBeNull();
    cacheMapProgress(cache, { data: { updateLessonProgress: progress([lesson('L2', 5)]) } });
    expect(cached(cache)?.mapProgress).toMatchObject({ id: 'map1:user1', lessons: [lesson('L2', 5)] });
  });
});
