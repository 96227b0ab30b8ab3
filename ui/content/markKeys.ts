import type { Mark } from '../../src/model/richText/types';
import type { KeyCombo } from '../components/keyCombos';

/** The marks with a keyboard shortcut in the content editor (Ctrl or ⌘ with the letter). */
export const MARK_SHORTCUTS: Partial<Record<Mark, KeyCombo>> = {
  bold: { key: 'b', command: true, alt: false },
  italic: { key: 'i', command: true, alt: false },
  underline: { key: 'u', command: true, alt: false },
};
