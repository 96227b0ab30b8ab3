import { useEffect } from 'react';
import { type CardKey, cardKeyOf } from './cardKeys';

/** Keys that belong elsewhere: typing in a field, a dialog's own keys, Space on a focused button or link. */
function ownsKey(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest('input, textarea, select')) return true;
  if (target.closest('[role="dialog"], [role="alertdialog"], [role="menu"]')) return true;
  // A focused button does its own Space (the card's flip button flips with it).
  return key === ' ' && target.closest('button, a, [role="button"], [role="link"]') !== null;
}

/** The review card's keys anywhere on the page (cardKeys.ts), unless a control the key belongs to has the focus. */
export function useCardKeys(act: (key: CardKey) => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || ownsKey(event.target, event.key)) return;
      const key = cardKeyOf(event);
      if (!key) return;
      event.preventDefault();
      act(key);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [act]);
}
