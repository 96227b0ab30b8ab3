/** What the map summary shows of a presentation: its media's length (spec 3 section 3, map summary). */

interface TimedMedia {
  duration: number;
}

/** The presentation's length in seconds: its media's, else its videos' together; null when none is known. */
export function presentationLength(presentation: {
  media: TimedMedia | null;
  videos: readonly TimedMedia[];
}): number | null {
  if (presentation.media && presentation.media.duration > 0) return presentation.media.duration;
  const total = presentation.videos.reduce((sum, video) => sum + Math.max(video.duration, 0), 0);
  return total > 0 ? total : null;
}
