/** The two colour modes of the app (ui/theme/GUIDE.md). */
export type ColourMode = 'light' | 'dark';

/** Where the chosen colour mode is remembered (localStorage), read by next-themes and at start. */
export const COLOUR_MODE_STORAGE_KEY = 'colourMode';

/** The mode to show: the one the user chose, else the system's preference ('system' or nothing stored). */
export function colourModeFrom(stored: string | null, systemPrefersDark: boolean): ColourMode {
  if (stored === 'light' || stored === 'dark') return stored;
  return systemPrefersDark ? 'dark' : 'light';
}
