import { useEffect } from 'react';
import type { EditResult } from '../../../src/model/actions/types';
import type { Position } from '../../../src/model/map/bounds';
import type { MapEditorStore } from '../../../src/stores/MapEditorStore';
import { isShortcut, NUDGE, NUDGE_FAR, NUDGES } from './shortcuts';

/** Whether a key press or clipboard event belongs to a text field rather than to the map. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export interface EditorShortcutHandlers {
  focusTitle: () => void;
  addNode: () => void;
  /** Where pasted content goes (its top-left). */
  pasteOrigin: () => Position;
  report: (result: EditResult | null) => void;
  /** The context menu on the selection (the context-menu key, Shift+F10). */
  openContextMenu: () => void;
}

/**
 * The editor's keyboard path, its keys from the one table (./shortcuts.ts): save, undo and redo, delete,
 * edit the selected node's title, add a node, nudge the selection with the arrow keys, select the next,
 * previous or every node, open the context menu on the selection; start linking from the selected node,
 * then link the node walked to or cancel. Copy, cut and paste go through the browser's clipboard events (a
 * copied selection, or lines of text as nodes).
 */
export function useEditorShortcuts(editor: MapEditorStore, handlers: EditorShortcutHandlers): void {
  const { focusTitle, addNode, pasteOrigin, report, openContextMenu } = handlers;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (isShortcut(event, 'save')) {
        event.preventDefault();
        if (editor.canSave && editor.document.modified) void editor.save();
        return;
      }
      if (isTyping(event.target)) return;
      const adjacent = isShortcut(event, 'nextNode') ? 1 : isShortcut(event, 'previousNode') ? -1 : 0;
      if (adjacent !== 0) {
        event.preventDefault();
        editor.selectAdjacent(adjacent);
        return;
      }
      if (isShortcut(event, 'contextMenu')) {
        event.preventDefault();
        openContextMenu();
        return;
      }
      if (isShortcut(event, 'selectAll')) {
        event.preventDefault();
        editor.selectAll();
        return;
      }
      if (!editor.canEdit) return;
      const linkingFrom = editor.linking.from;
      if (linkingFrom && isShortcut(event, 'cancelLinking')) {
        event.preventDefault();
        editor.linking.cancel();
        return;
      }
      if (linkingFrom && isShortcut(event, 'linkSelected')) {
        event.preventDefault();
        const [target] = editor.selectedNodes;
        if (target) report(editor.linking.select(target.id));
        return;
      }
      if (!linkingFrom && isShortcut(event, 'link')) {
        event.preventDefault();
        const refusal = editor.linking.start();
        if (refusal) report({ ok: false, error: refusal });
        return;
      }
      const command = event.ctrlKey || event.metaKey;
      const nudge = NUDGES[event.key];
      if (!command && nudge && editor.selectedNodes.length > 0) {
        event.preventDefault();
        const distance = event.shiftKey ? NUDGE_FAR : NUDGE;
        report(editor.nudgeSelected(nudge.x * distance, nudge.y * distance));
      } else if (isShortcut(event, 'addNode')) {
        event.preventDefault();
        addNode();
      } else if (isShortcut(event, 'redo')) {
        event.preventDefault();
        editor.document.redo();
      } else if (isShortcut(event, 'undo')) {
        event.preventDefault();
        editor.document.undo();
      } else if (isShortcut(event, 'delete')) {
        event.preventDefault();
        report(editor.deleteSelected());
      } else if (isShortcut(event, 'editTitle') && editor.selectedNodes.length === 1) {
        event.preventDefault();
        focusTitle();
      }
    };
    const onCopy = (event: ClipboardEvent) => {
      if (isTyping(event.target)) return;
      const text = editor.copySelection();
      if (text === null || !event.clipboardData) return;
      event.clipboardData.setData('text/plain', text);
      event.preventDefault();
      if (event.type === 'cut' && editor.canEdit) report(editor.deleteSelected());
    };
    const onPaste = (event: ClipboardEvent) => {
      if (isTyping(event.target) || !editor.canEdit) return;
      const text = event.clipboardData?.getData('text/plain') ?? '';
      if (text.trim() === '') return;
      event.preventDefault();
      report(editor.paste(text, pasteOrigin()));
    };
    window.addEventListener('keydown', onKeyDown);
    document.addEventListener('copy', onCopy);
    document.addEventListener('cut', onCopy);
    document.addEventListener('paste', onPaste);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('copy', onCopy);
      document.removeEventListener('cut', onCopy);
      document.removeEventListener('paste', onPaste);
    };
  }, [editor, focusTitle, addNode, pasteOrigin, report, openContextMenu]);
}
