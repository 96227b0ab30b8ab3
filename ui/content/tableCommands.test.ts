import { createEditor, type Descendant, Editor, Transforms } from 'slate';
import { describe, expect, it } from 'vitest';
import { emptyDocument } from '../../src/model/richText/document';
import { flashcardElement } from '../../src/model/richText/elements';
import { insertElement, insertTable } from './commands';
import { moveBetweenCells } from './tableCommands';
import { withContentRules } from './withContentRules';

function editorWith(children: Descendant[] = emptyDocument()) {
  const editor = withContentRules(createEditor());
  editor.children = children;
  Transforms.select(editor, Editor.end(editor, []));
  return editor;
}
const cellTexts = (editor: Editor) =>
  (editor.children[0] as { children: { children: { children: { text: string }[] }[] }[] }).children.map(
    (row) => row.children.map((cell) => cell.children.map((leaf) => leaf.text).join('')),
  );

describe('tables in the content editor', () => {
  it('starts a new table with the cursor in its first cell, and a paragraph after it', () => {
    const editor = editorWith();
    insertTable(editor, 2, 2);
    editor.insertText('first');
    expect(cellTexts(editor)).toEqual([
      ['first', ''],
      ['', ''],
    ]);
    expect(editor.children[1]).toEqual({ type: 'paragraph', children: [{ text: '' }] });
  });

  it('goes from cell to cell with Tab and Shift+Tab; Tab in the last cell adds a row', () => {
    const editor = editorWith();
    insertTable(editor, 1, 2);
    editor.insertText('a');
    expect(moveBetweenCells(editor, 1)).toBe(true);
    editor.insertText('b');
    expect(moveBetweenCells(editor, 1)).toBe(true);
    editor.insertText('c');
    expect(moveBetweenCells(editor, -1)).toBe(true);
    expect(moveBetweenCells(editor, -1)).toBe(true);
    editor.insertText('<');
    expect(cellTexts(editor)).toEqual([
      ['<a', 'b'],
      ['c', ''],
    ]);
  });

  it('leaves Tab alone outside a table', () => {
    const editor = editorWith();
    expect(moveBetweenCells(editor, 1)).toBe(false);
  });

  it('puts a block inserted in a cell after the table, not into its row', () => {
    const editor = editorWith();
    insertTable(editor, 1, 2);
    insertElement(editor, flashcardElement('Front', 'Back'));
    expect(cellTexts(editor)).toEqual([['', '']]);
    expect(editor.children[1]).toMatchObject({ type: 'flashcard', front: 'Front', back: 'Back' });
  });
});
