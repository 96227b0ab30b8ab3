/** What the toolbar, the dialogs and the shortcuts do to the document being edited. */
import { Editor, Element, type Node, Path, Range, Transforms } from 'slate';
import { paragraph } from '../../src/model/richText/document';
import { tableElement } from '../../src/model/richText/elements';
import type { ShortcutBlock } from '../../src/model/richText/markdown';
import { isInlineElement, type Mark, type RichElement } from '../../src/model/richText/types';
import './slateTypes';
import { tableAbove } from './tableCommands';

/** A block format the toolbar can set: the markdown shortcuts' blocks and the plain paragraph. */
export type BlockFormat = ShortcutBlock | { type: 'paragraph' };

const LIST_TYPES = new Set(['bulletedList', 'numberedList']);
/** Blocks whose format the toolbar changes: the ones holding a line of text. */
const LINE_TYPES = new Set(['paragraph', 'heading', 'quote', 'codeBlock', 'listItem']);

const isElementOf = (types: Set<string>) => (node: Node) => Element.isElement(node) && types.has(node.type);

export function isMarkActive(editor: Editor, mark: Mark): boolean {
  return Editor.marks(editor)?.[mark] === true;
}

export function toggleMark(editor: Editor, mark: Mark): void {
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark);
  else {
    // Subscript and superscript exclude each other.
    if (mark === 'sub') Editor.removeMark(editor, 'sup');
    if (mark === 'sup') Editor.removeMark(editor, 'sub');
    Editor.addMark(editor, mark, true);
  }
}

/** Whether every selected line has the format (a heading of that level; a line in that kind of list). */
export function isBlockActive(editor: Editor, format: BlockFormat): boolean {
  const { selection } = editor;
  if (!selection) return false;
  const [match] = Editor.nodes(editor, {
    at: Editor.unhangRange(editor, selection),
    match: (node) => {
      if (!Element.isElement(node)) return false;
      if (format.type === 'heading') return node.type === 'heading' && node.level === format.level;
      return node.type === format.type;
    },
  });
  return match !== undefined;
}

/** Gives the selected lines a format, leaving or entering a list as needed. */
export function setBlock(editor: Editor, format: BlockFormat): void {
  Transforms.unwrapNodes(editor, { match: isElementOf(LIST_TYPES), split: true });
  const lines = isElementOf(LINE_TYPES);
  if (format.type === 'bulletedList' || format.type === 'numberedList') {
    Transforms.setNodes(editor, { type: 'listItem' }, { match: lines });
    Transforms.unsetNodes(editor, 'level', { match: lines });
    Transforms.wrapNodes(
      editor,
      { type: format.type, children: [] },
      { match: isElementOf(new Set(['listItem'])) },
    );
    return;
  }
  Transforms.setNodes<Element>(editor, { type: format.type } as Partial<RichElement>, { match: lines });
  if (format.type === 'heading') Transforms.setNodes(editor, { level: format.level }, { match: lines });
  else Transforms.unsetNodes(editor, 'level', { match: lines });
}

export function toggleBlock(editor: Editor, format: BlockFormat): void {
  setBlock(editor, isBlockActive(editor, format) ? { type: 'paragraph' } : format);
}

/** The selected text, for a link dialog to start from. */
export function selectedText(editor: Editor): string {
  const { selection } = editor;
  return selection && !Range.isCollapsed(selection) ? Editor.string(editor, selection) : '';
}

/** Puts the cursor at the end when the editor has none yet (nothing was clicked before a dialog). */
function ensureSelection(editor: Editor): void {
  if (!editor.selection) Transforms.select(editor, Editor.end(editor, []));
}

/** Replaces the selection with a link showing `text`. */
export function insertLink(editor: Editor, text: string, url: string): void {
  insertElement(editor, { type: 'link', url, children: [{ text }] });
}

/**
 * Inserts an element at the cursor: an inline one within the line, a block one as a block of its own
 * (after the table when the cursor is in one: a cell holds a line), followed by an empty paragraph when
 * it ends the document (so there is somewhere to go on typing). It replaces the selected text. Answers
 * where a block went.
 */
export function insertElement(editor: Editor, element: RichElement): Path | undefined {
  ensureSelection(editor);
  if (editor.selection && !Range.isCollapsed(editor.selection)) Transforms.delete(editor);
  if (isInlineElement(element)) {
    Transforms.insertNodes(editor, element);
    Transforms.move(editor, { unit: 'offset' });
    return undefined;
  }
  const table = tableAbove(editor);
  const line = Editor.above<Element>(editor, {
    match: (node): node is Element => Element.isElement(node) && Editor.isBlock(editor, node),
    mode: 'highest',
  });
  if (table) Transforms.insertNodes(editor, element, { at: Path.next(table[1]), select: true });
  else if (line && line[0].type === 'paragraph' && Editor.isEmpty(editor, line[0])) {
    // An empty line is taken by the block rather than left above it.
    Transforms.removeNodes(editor, { at: line[1] });
    Transforms.insertNodes(editor, element, { at: line[1], select: true });
  } else Transforms.insertNodes(editor, element);
  // Blocks sit at the top of the document; the cursor is in (or on) the one inserted.
  const index = editor.selection?.anchor.path[0];
  if (index === undefined || index >= editor.children.length - 1) {
    Transforms.insertNodes(editor, paragraph(''), { at: [editor.children.length], select: true });
  }
  return index === undefined ? undefined : [index];
}

/** Inserts an empty table where a block goes, with the cursor in its first cell. */
export function insertTable(editor: Editor, rows: number, columns: number): void {
  const path = insertElement(editor, tableElement(rows, columns));
  if (path && Editor.hasPath(editor, path)) Transforms.select(editor, Editor.start(editor, path));
}

/** Changes the fields of an element found at `path` (an image's width, a formula's LaTeX). */
export function updateElement(editor: Editor, path: number[], fields: Partial<RichElement>): void {
  Transforms.setNodes<Element>(editor, fields, { at: path });
}

export function removeElement(editor: Editor, path: number[]): void {
  Transforms.removeNodes(editor, { at: path });
}
