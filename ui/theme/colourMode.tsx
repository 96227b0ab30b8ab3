import { ThemeProvider, useTheme } from 'next-themes';
import type { ReactNode } from 'react';
import { COLOUR_MODE_STORAGE_KEY, type ColourMode, colourModeFrom } from './colourModeRule';

/**
 * The app's colour mode (light, or dark for dark rooms and projectors), as Chakra's own colour-mode
 * snippet does it: next-themes puts the `light` or `dark` class on <html>, Chakra's semantic tokens
 * (bg, fg, border, brand.*) follow it. The choice is remembered in this browser; until one is made the
 * system's preference counts.
 */
export function ColourModeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider attribute="class" storageKey={COLOUR_MODE_STORAGE_KEY} disableTransitionOnChange>
      {children}
    </ThemeProvider>
  );
}

/** The mode on screen and a way to change it. */
export function useColourMode(): { mode: ColourMode; setMode: (mode: ColourMode) => void } {
  const { resolvedTheme, setTheme } = useTheme();
  return { mode: resolvedTheme === 'dark' ? 'dark' : 'light', setMode: setTheme };
}

/**
 * Puts the remembered mode on <html> before the first render, so a dark-mode user never sees a light
 * flash while the app starts (next-themes applies it in an effect, after the first paint; its inline
 * script does not run in an app rendered on the client).
 */
export function applyStoredColourMode(): void {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(COLOUR_MODE_STORAGE_KEY);
  } catch {
    // Storage refused (a private window's policy): the system's preference decides.
  }
  const mode = colourModeFrom(stored, window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.add(mode);
  document.documentElement.style.colorScheme = mode;
}
