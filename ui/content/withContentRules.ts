/**
 * The document rules as a Slate plugin: which elements are inline or atoms, the markdown shortcuts typed
 * at the start of a line, and Enter: leaving a heading or an empty list item for a plain paragraph,
 * breaking the line within a code block or a table cell.
 */
import { Editor, Element, Path, Range, Transforms } from 'slate';
import { paragraph } from '../../src/model/richText/document';
import { markdownShortcut } from '../../src/model/richText/markdown';
import { isInlineElement, VOID_TYPES } from '../../src/model/richText/types';
import { setBlock } from './commands';
import './slateTypes';

/** The characters that can end a markdown shortcut. */
const SHORTCUT_ENDINGS = new Set([' ', '`']);

export function withContentRules<T extends Editor>(editor: T): T {
  const { isInline, isVoid, insertText, insertBreak } = editor;
  const blockAbove = () =>
    Editor.above<Element>(editor, {
      match: (node): node is Element => Element.isElement(node) && Editor.isBlock(editor, node),
    });
  editor.isInline = (element) => isInlineElement(element) || isInline(element);
  editor.isVoid = (element) => VOID_TYPES.has(element.type) || isVoid(element);

  editor.insertText = (text, options) => {
    const { selection } = editor;
    if (SHORTCUT_ENDINGS.has(text) && selection && Range.isCollapsed(selection)) {
      const block = blockAbove();
      const path = block?.[1] ?? [];
      const start = Editor.start(editor, path);
      const before = Editor.string(editor, { anchor: start, focus: selection.anchor }) + text;
      const shortcut = block && block[0].type !== 'codeBlock' ? markdownShortcut(before) : null;
      if (shortcut) {
        Transforms.delete(editor, { at: { anchor: start, focus: selection.anchor } });
        setBlock(editor, shortcut);
        return;
      }
    }
    insertText(text, options);
  };

  editor.insertBreak = () => {
    const entry = blockAbove();
    const type = entry?.[0].type;
    if (entry && type === 'listItem' && Editor.isEmpty(editor, entry[0])) {
      setBlock(editor, { type: 'paragraph' });
      return;
    }
    // A table cell holds its lines: Enter breaks the line, not the cell (which would add one to the row).
    if (type === 'tableCell') {
      insertText('\n');
      return;
    }
    // A code block is one block of lines; Enter on its empty last line leaves it for a paragraph.
    if (entry && type === 'codeBlock') {
      const { selection } = editor;
      const atEnd =
        selection && Range.isCollapsed(selection) && Editor.isEnd(editor, selection.anchor, entry[1]);
      if (atEnd && Editor.string(editor, entry[1]).endsWith('\n')) {
        Transforms.delete(editor, { reverse: true, unit: 'character' });
        Transforms.insertNodes(editor, paragraph(''), { at: Path.next(entry[1]), select: true });
        return;
      }
      insertText('\n');
      return;
    }
    insertBreak();
    if (type === 'heading' || type === 'quote') setBlock(editor, { type: 'paragraph' });
  };
  return editor;
}
