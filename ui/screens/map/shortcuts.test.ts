import { describe, expect, it } from 'vitest';
import { isShortcut, shortcutLabel, withShortcut } from './shortcuts';

const press = (
  key: string,
  modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {},
) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...modifiers,
});

describe('the editor shortcuts', () => {
  it('match Ctrl or ⌘ with the letter in either case', () => {
    expect(isShortcut(press('s', { ctrlKey: true }), 'save')).toBe(true);
    expect(isShortcut(press('S', { metaKey: true }), 'save')).toBe(true);
    expect(isShortcut(press('s'), 'save')).toBe(false);
  });

  it('tell undo from redo by Shift, and take Ctrl+Y for redo', () => {
    expect(isShortcut(press('z', { ctrlKey: true }), 'undo')).toBe(true);
    expect(isShortcut(press('Z', { ctrlKey: true, shiftKey: true }), 'undo')).toBe(false);
    expect(isShortcut(press('Z', { ctrlKey: true, shiftKey: true }), 'redo')).toBe(true);
    expect(isShortcut(press('y', { ctrlKey: true }), 'redo')).toBe(true);
  });

  it('take a plain letter only without Ctrl', () => {
    expect(isShortcut(press('n'), 'addNode')).toBe(true);
    expect(isShortcut(press('n', { ctrlKey: true }), 'addNode')).toBe(false);
    expect(isShortcut(press('Backspace'), 'delete')).toBe(true);
  });

  it('leave Ctrl+Shift+A to the browser', () => {
    expect(isShortcut(press('a', { ctrlKey: true }), 'selectAll')).toBe(true);
    expect(isShortcut(press('a', { ctrlKey: true, shiftKey: true }), 'selectAll')).toBe(false);
  });

  it('are written the way each platform names its keys', () => {
    expect(shortcutLabel('undo', false)).toBe('Ctrl+Z');
    expect(shortcutLabel('undo', true)).toBe('⌘Z');
    expect(shortcutLabel('redo', false)).toBe('Ctrl+Y');
    expect(shortcutLabel('delete', false)).toBe('Delete');
    expect(shortcutLabel('cancelLinking', false)).toBe('Esc');
    expect(withShortcut('Add node', 'addNode', false)).toBe('Add node (N)');
  });
});
