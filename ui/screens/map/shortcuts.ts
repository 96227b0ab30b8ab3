/**
 * The map editor's keyboard shortcuts: the one table the key handler (./useEditorShortcuts.ts) matches
 * against and the toolbar's tooltips and menu entries show, so a key changed here changes both.
 */

import {
  comboLabel,
  isMac,
  type KeyCombo,
  type KeyEventLike,
  matchesCombo,
} from '../../components/keyCombos';

export type EditorCommand =
  | 'save'
  | 'undo'
  | 'redo'
  | 'addNode'
  | 'delete'
  | 'link'
  | 'selectAll'
  | 'nextNode'
  | 'previousNode'
  | 'editTitle'
  | 'linkSelected'
  | 'cancelLinking'
  | 'contextMenu';

/** Each command's keys; the first is the one shown. */
export const EDITOR_SHORTCUTS: Readonly<Record<EditorCommand, readonly [KeyCombo, ...KeyCombo[]]>> = {
  save: [{ key: 's', command: true }],
  undo: [{ key: 'z', command: true, shift: false }],
  redo: [
    { key: 'y', command: true },
    { key: 'z', command: true, shift: true },
  ],
  addNode: [{ key: 'n', command: false }],
  delete: [
    { key: 'Delete', command: false },
    { key: 'Backspace', command: false },
  ],
  link: [{ key: 'l', command: false }],
  // The map's nodes, not the page's text.
  selectAll: [{ key: 'a', command: true, shift: false, alt: false }],
  nextNode: [{ key: ']', command: false }],
  previousNode: [{ key: '[', command: false }],
  editTitle: [{ key: 'Enter', command: false }],
  linkSelected: [{ key: 'Enter', command: false }],
  cancelLinking: [{ key: 'Escape', command: false }],
  // On the selection (ui/screens/map/useMapContextMenu.ts).
  contextMenu: [{ key: 'ContextMenu' }, { key: 'F10', shift: true }],
};

/** Arrow keys move the selection by 10 map units, 50 with Shift. */
export const NUDGE = 10;
export const NUDGE_FAR = 50;
export const NUDGES: Readonly<Record<string, { x: number; y: number }>> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

/** Whether the key press is one of the command's shortcuts. */
export function isShortcut(event: KeyEventLike, command: EditorCommand): boolean {
  return EDITOR_SHORTCUTS[command].some((combo) => matchesCombo(event, combo));
}

/** The command's shortcut as shown in tooltips and menus: its first key combination. */
export function shortcutLabel(command: EditorCommand, mac = isMac()): string {
  return comboLabel(EDITOR_SHORTCUTS[command][0], mac);
}

/** A control's words with its shortcut: "Undo (Ctrl+Z)". */
export function withShortcut(label: string, command: EditorCommand, mac = isMac()): string {
  return `${label} (${shortcutLabel(command, mac)})`;
}
