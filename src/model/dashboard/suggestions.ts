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

/** What a user has done that a suggestion asks for; the server reads each from the user's records. */
export interface UserProgress {
  /** Owns a map. */
  hasMaps: boolean;
  /** Is in a class, as a student or as its teacher. */
  inClass: boolean;
  /** Is enrolled in a course. */
  hasCourses: boolean;
  /** Has a folder or a bookmarked map. */
  organisesMaps: boolean;
}

interface SuggestionRule extends Suggestion {
  /** Done once the user has done this, whether or not they marked it done. */
  doneWhen: keyof UserProgress;
}

/** What the dashboard suggests; completing one (completeAchievement), or doing it, removes it for that user. */
const SUGGESTION_RULES: readonly SuggestionRule[] = [
  {
    id: 'first-map',
    description: 'Build your first concept map: add a claim, then the reasons that support it.',
    actions: [{ url: '/new', name: 'New Map', important: true }],
    doneWhen: 'hasMaps',
  },
  {
    id: 'join-class',
    description: 'Join your class with the access code your teacher gave you.',
    actions: [{ url: '/home/class', name: 'Join a class', important: true }],
    doneWhen: 'inClass',
  },
  {
    id: 'find-course',
    description: 'Find a course to follow and add it to My Courses.',
    actions: [{ url: '/home/courses', name: 'Browse courses', important: false }],
    doneWhen: 'hasCourses',
  },
  {
    id: 'organise-maps',
    description: 'Keep your maps tidy: make folders and bookmark the maps you use most.',
    actions: [{ url: '/home/maps', name: 'Open Maps', important: false }],
    doneWhen: 'organisesMaps',
  },
];

const suggestionOf = ({ doneWhen: _, ...suggestion }: SuggestionRule): Suggestion => suggestion;

export const SUGGESTIONS: readonly Suggestion[] = SUGGESTION_RULES.map(suggestionOf);

/** Nothing done yet: a new user. */
export const NO_PROGRESS: UserProgress = {
  hasMaps: false,
  inClass: false,
  hasCourses: false,
  organisesMaps: false,
};

export function findSuggestion(id: string): Suggestion | undefined {
  return SUGGESTIONS.find((suggestion) => suggestion.id === id);
}

/** The suggestions still open for a user who marked `completedIds` done and has done what `progress` says. */
export function openSuggestions(completedIds: Iterable<string>, progress: UserProgress): Suggestion[] {
  const done = new Set(completedIds);
  return SUGGESTION_RULES.filter((rule) => !done.has(rule.id) && !progress[rule.doneWhen]).map(suggestionOf);
}
