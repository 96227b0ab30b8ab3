import { useEffect } from 'react';
import type { EditResult } from '../../../src/model/actions/types';
import type { Position } from '../../../src/model/map/bounds';
import type { MapEditorStore } from '../../../src/stores/MapEditorStore';

/** Whether a key press or clipboard event belongs to a text field rather than to the map. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Arrow keys move the selection by 10 map units, 50 with Shift. */
const NUDGE = 10;
const NUDGE_FAR = 50;
const NUDGES: Record<string, { x: number; y: number }> = {
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
  ArrowUp: { x: 0, y: -1 },
  ArrowDown: { x: 0, y: 1 },
};

export interface EditorShortcutHandlers {
  focusTitle: () => void;
  addNode: () => void;
  /** Where pasted content goes (its top-left). */
  pasteOrigin: () => Position;
  report: (result: EditResult | null) => void;
}

/**
 * The editor's keyboard path: Ctrl/Cmd+Z undo, Ctrl/Cmd+Shift+Z or Ctrl/Cmd+Y redo, Ctrl/Cmd+S save,
 * Delete or Backspace deletes the selected nodes, Enter goes to the selected node's title, N adds a node,
 * arrow keys nudge the selection (Shift: further), ] and [ select the next and previous node, Ctrl/Cmd+A
 * selects every node in sight; L starts
 * linking from the selected node, Enter then links the node walked to, Escape cancels; copy, cut and paste
 * go through the browser's clipboard events (a copied selection, or lines of text as nodes).
 */
export function useEditorShortcuts(editor: MapEditorStore, handlers: EditorShortcutHandlers): void {
  const { focusTitle, addNode, pasteOrigin, report } = handlers;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const command = event.ctrlKey || event.metaKey;
      const key = event.key.toLowerCase();
      if (command && key === 's') {
        event.preventDefault();
        if (editor.canSave && editor.document.modified) void editor.save();
        return;
      }
      if (isTyping(event.target)) return;
      if (!command && (event.key === ']' || event.key === '[')) {
        event.preventDefault();
        editor.selectAdjacent(event.key === ']' ? 1 : -1);
        return;
      }
      // The map's nodes, not the page's text.
      if (command && key === 'a' && !event.shiftKey && !event.altKey) {
        event.preventDefault();
        editor.selectAll();
        return;
      }
      if (!editor.canEdit) return;
      const linkingFrom = editor.linking.from;
      if (linkingFrom && !command && (event.key === 'Escape' || event.key === 'Enter')) {
        event.preventDefault();
        const [target] = editor.selectedNodes;
        if (event.key === 'Escape') editor.linking.cancel();
        else if (target) report(editor.linking.select(target.id));
        return;
      }
      if (!command && key === 'l' && !linkingFrom) {
        event.preventDefault();
        const refusal = editor.linking.start();
        if (refusal) report({ ok: false, error: refusal });
        return;
      }
      const nudge = NUDGES[event.key];
      if (!command && nudge && editor.selectedNodes.length > 0) {
        event.preventDefault();
        const distance = event.shiftKey ? NUDGE_FAR : NUDGE;
        report(editor.nudgeSelected(nudge.x * distance, nudge.y * distance));
      } else if (!command && key === 'n') {
        event.preventDefault();
        addNode();
      } else if (command && (key === 'y' || (key === 'z' && event.shiftKey))) {
        event.preventDefault();
        editor.document.redo();
      } else if (command && key === 'z') {
        event.preventDefault();
        editor.document.undo();
      } else if (!command && (event.key === 'Delete' || event.key === 'Backspace')) {
        event.preventDefault();
        report(editor.deleteSelected());
      } else if (!command && event.key === 'Enter' && editor.selectedNodes.length === 1) {
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
  }, [editor, focusTitle, addNode, pasteOrigin, report]);
}
