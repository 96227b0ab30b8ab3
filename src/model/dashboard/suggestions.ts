/** The dashboard (spec 1 section 2): suggestions for you and the recent lists. */

export interface SuggestionAction {
  url: string;
  name: string;
  important: boolean;
}

export interface Suggestion {
  id: string;
  description: string;
  actions: SuggestionAction[];
}

/** What the dashboard suggests; completing one (completeAchievement) removes it for that user. */
export const SUGGESTIONS: readonly Suggestion[] = [
  {
    id: 'first-map',
    description: 'Build your first concept map: add a claim, then the reasons that support it.',
    actions: [{ url: '/new', name: 'New Map', important: true }],
  },
  {
    id: 'join-class',
    description: 'Join your class with the access code your teacher gave you.',
    actions: [{ url: '/home/class', name: 'Join a class', important: true }],
  },
  {
    id: 'find-course',
    description: 'Find a course to follow and add it to My Courses.',
    actions: [{ url: '/home/courses', name: 'Browse courses', important: false }],
  },
  {
    id: 'organise-maps',
    description: 'Keep your maps tidy: make folders and bookmark the maps you use most.',
    actions: [{ url: '/home/maps', name: 'Open Maps', important: false }],
  },
];

export function findSuggestion(id: string): Suggestion | undefined {
  return SUGGESTIONS.find((suggestion) => suggestion.id === id);
}

/** The suggestions still open for a user who completed `completedIds`. */
export function openSuggestions(completedIds: Iterable<string>): Suggestion[] {
  const done = new Set(completedIds);
  return SUGGESTIONS.filter((suggestion) => !done.has(suggestion.id));
}

/** Browser-storage key that remembers the Getting Started dialog was shown. */
export const GETTING_STARTED_SHOWN_KEY = 'gettingStartedShown';
