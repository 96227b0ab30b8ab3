import { describe, expect, it } from 'vitest';
import { afterLoginUrlFromQuery } from './afterLogin';

describe('afterLoginUrlFromQuery', () => {
  it('remembers a course, or a map with a presentation', () => {
    expect(afterLoginUrlFromQuery(new URLSearchParams('courseId=c1'))).toBe('/course/c1');
    expect(afterLoginUrlFromQuery(new URLSearchParams('mapId=m1&presentationId=p2'))).toBe(
      '/m1/presentation/p2/Standalone',
    );
  });

  it('ignores a map without a presentation, and an empty query', () => {
    expect(afterLoginUrlFromQuery(new URLSearchParams('mapId=m1'))).toBeNull();
    expect(afterLoginUrlFromQuery(new URLSearchParams(''))).toBeNull();
  });
});
