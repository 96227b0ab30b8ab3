/**
 * Keyboard combinations as the app matches and shows them: one way to write "Ctrl+Z" (on a Mac "⌘Z") for
 * every area's table of shortcuts (the map editor's, the content editor's).
 */

/** A key with its modifiers. `command` is Ctrl, or ⌘ on a Mac; a modifier left out is not looked at. */
export interface KeyCombo {
  /** `KeyboardEvent.key`; a single letter matches either case. */
  key: string;
  command?: boolean;
  shift?: boolean;
  alt?: boolean;
}

export type KeyEventLike = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>;

/** Whether the key press is the combination. */
export function matchesCombo(event: KeyEventLike, combo: KeyCombo): boolean {
  const key = combo.key.length === 1 ? event.key.toLowerCase() : event.key;
  if (key !== combo.key) return false;
  if (combo.command !== undefined && combo.command !== (event.ctrlKey || event.metaKey)) return false;
  if (combo.shift !== undefined && combo.shift !== event.shiftKey) return false;
  return combo.alt === undefined || combo.alt === event.altKey;
}

const KEY_NAMES: Record<string, string> = { Escape: 'Esc' };

/** How a key combination is written: "Ctrl+Shift+Z" (on a Mac "⌘⇧Z"), "N", "Delete". */
export function comboLabel(combo: KeyCombo, mac: boolean): string {
  const key = KEY_NAMES[combo.key] ?? (combo.key.length === 1 ? combo.key.toUpperCase() : combo.key);
  if (mac) return `${combo.command ? '⌘' : ''}${combo.shift ? '⇧' : ''}${combo.alt ? '⌥' : ''}${key}`;
  return [combo.command && 'Ctrl', combo.shift && 'Shift', combo.alt && 'Alt', key].filter(Boolean).join('+');
}

/** Whether this browser runs on a Mac, where the command key is ⌘. */
export function isMac(): boolean {
  return (
    typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent)
  );
}
