/** User-visible texts of the content slides screen (spec 3 section 2.1). */

export type SlidesSource = 'map' | 'presentation' | 'lesson';

export const slidesStrings = {
  /** The page's heading: what the slides are of. */
  title: (name: string) => `${name}: content slides`,
  loading: 'Loading content slides…',
  /** The slides' region. */
  region: 'Content slides',
  /** The position indicator's accessible words; it shows "n / total". */
  position: (index: number, total: number) => `Slide ${index} of ${total}`,
  /** A slide's content, as its rendering is named. */
  contentOf: (title: string) => `Content of ${title}`,
  untitled: 'Untitled node',
  previous: 'Previous',
  next: 'Next',
  fullscreen: 'Full screen',
  leaveFullscreen: 'Leave full screen',
  fullscreenFailed: 'This browser did not allow full screen.',
  exit: 'Exit',
  keysHint: 'Left and Right arrows, Page Up and Page Down, Space, Home and End move between slides.',
  empty: {
    map: 'This map has no node content to show.',
    presentation: 'This presentation shows no node content.',
    lesson: 'This lesson shows no node content.',
  } satisfies Record<SlidesSource, string>,
  emptyHint: {
    map: 'Write content for a node in the map editor and it becomes a slide here.',
    presentation: 'The slides show the content of the nodes the presentation reveals or selects.',
    lesson: 'The slides show the content of the nodes the lesson reveals or selects.',
  } satisfies Record<SlidesSource, string>,
  notFound: {
    presentation: (id: string) => `This map has no presentation with the id ${id}.`,
    lesson: (id: string) => `This map has no lesson with the id ${id}.`,
  },
  backToMap: 'Back to the map',
} as const;
