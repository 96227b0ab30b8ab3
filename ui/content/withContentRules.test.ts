import { createEditor, type Descendant, Editor, Transforms } from 'slate';
import { describe, expect, it } from 'vitest';
import { emptyDocument } from '../../src/model/richText/document';
import { insertLink, insertTable, toggleMark } from './commands';
import { withContentRules } from './withContentRules';

function editorWith(children: Descendant[] = emptyDocument()) {
  const editor = withContentRules(createEditor());
  editor.children = children;
  Transforms.select(editor, Editor.end(editor, []));
  return editor;
}
const typeText = (editor: Editor, text: string) => {
  for (const character of text) editor.insertText(character);
};

describe('the content editor rules', () => {
  it('turns a markdown prefix at the start of a line into its block', () => {
    const editor = editorWith();
    typeText(editor, '## Title');
    expect(editor.children).toEqual([{ type: 'heading', level: 2, children: [{ text: 'Title' }] }]);
    editor.insertBreak();
    typeText(editor, '- item');
    expect(editor.children[1]).toEqual({
      type: 'bulletedList',
      children: [{ type: 'listItem', children: [{ text: 'item' }] }],
    });
  });

  it('leaves a heading for a paragraph on Enter, and a list from an empty item', () => {
    const editor = editorWith();
    typeText(editor, '# A');
    editor.insertBreak();
    expect(editor.children[1]).toEqual({ type: 'paragraph', children: [{ text: '' }] });
    typeText(editor, '1. one');
    editor.insertBreak();
    editor.insertBreak();
    typeText(editor, 'after');
    expect(editor.children.slice(2)).toEqual([{ type: 'paragraph', children: [{ text: 'after' }] }]);
  });

  it('keeps markdown prefixes as text inside a line and in code blocks', () => {
    const editor = editorWith();
    typeText(editor, 'a # b');
    expect(editor.children).toEqual([{ type: 'paragraph', children: [{ text: 'a # b' }] }]);
    const code = editorWith();
    typeText(code, '```# x');
    expect(code.children).toEqual([{ type: 'codeBlock', children: [{ text: '# x' }] }]);
  });

  it('keeps a code block one block of lines, left by Enter on its empty last line', () => {
    const editor = editorWith();
    typeText(editor, '```x = 1');
    editor.insertBreak();
    typeText(editor, 'y = 2');
    expect(editor.children).toEqual([{ type: 'codeBlock', children: [{ text: 'x = 1\ny = 2' }] }]);
    editor.insertBreak();
    editor.insertBreak();
    typeText(editor, 'after');
    expect(editor.children).toEqual([
      { type: 'codeBlock', children: [{ text: 'x = 1\ny = 2' }] },
      { type: 'paragraph', children: [{ text: 'after' }] },
    ]);
  });

  it('breaks the line in a table cell instead of splitting the cell', () => {
    const editor = editorWith();
    insertTable(editor, 1, 2);
    typeText(editor, 'a');
    editor.insertBreak();
    typeText(editor, 'b');
    expect(editor.children[0]).toEqual({
      type: 'table',
      children: [
        {
          type: 'tableRow',
          children: [
            { type: 'tableCell', children: [{ text: 'a\nb' }] },
            { type: 'tableCell', children: [{ text: '' }] },
          ],
        },
      ],
    });
  });

  it('marks typed text and inserts links inline', () => {
    const editor = editorWith();
    toggleMark(editor, 'bold');
    typeText(editor, 'bold');
    insertLink(editor, 'site', 'http://example.org');
    expect(editor.children).toEqual([
      {
        type: 'paragraph',
        children: [
          { text: 'bold', bold: true },
          { type: 'link', url: 'http://example.org', children: [{ text: 'site' }] },
          { text: '' },
        ],
      },
    ]);
  });
});
