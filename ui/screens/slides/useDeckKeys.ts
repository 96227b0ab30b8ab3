import { useEffect } from 'react';
import { type DeckMove, deckMoveOf } from './deckKeys';

/** Elements whose own keys win: typing in a field, Space and Enter on a button or link. */
function ownsKey(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest('input, textarea, select')) return true;
  return key === ' ' && target.closest('button, a, [role="button"], [role="link"]') !== null;
}

/** The deck's keys anywhere on the page (deckKeys.ts), unless a control the key belongs to has the focus. */
export function useDeckKeys(move: (to: DeckMove) => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || ownsKey(event.target, event.key)) return;
      const wanted = deckMoveOf(event);
      if (!wanted) return;
      event.preventDefault();
      move(wanted);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [move]);
}
