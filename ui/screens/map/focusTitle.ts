import type { RefObject } from 'react';
import { flushSync } from 'react-dom';

/**
 * Puts the caret in the selected node's title, its text selected so typing replaces it, before this
 * event's handler returns: the node panel for a node just added (and the main editor, shown by `show`)
 * is rendered at once rather than a frame later, so every key the user types after N or Enter reaches
 * the title instead of running a shortcut ('l' would start linking).
 */
export function focusTitleNow(titleRef: RefObject<HTMLInputElement | null>, show: () => void): void {
  flushSync(show);
  const input = titleRef.current;
  if (!input) return;
  input.focus();
  input.select();
}
