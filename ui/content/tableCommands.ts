/**
 * Tables in the content editor: the table the cursor is in, and Tab and Shift+Tab going from cell to cell
 * (Tab in the last cell adds a row, as in word processors).
 */
import { Editor, Element, type NodeEntry, Path, Transforms } from 'slate';
import { tableElement } from '../../src/model/richText/elements';
import type { RichElement, TableCellElement, TableElement } from '../../src/model/richText/types';
import './slateTypes';

/** The element of `type` the cursor is in, if any. */
function elementAbove<T extends RichElement>(editor: Editor, type: T['type']): NodeEntry<T> | undefined {
  if (!editor.selection) return undefined;
  return Editor.above<T>(editor, {
    match: (node): node is T => Element.isElement(node) && node.type === type,
  });
}

/** The table the cursor is in, if any. */
export const tableAbove = (editor: Editor) => elementAbove<TableElement>(editor, 'table');

/** The paths of a table's cells, row by row. */
function cellPaths(table: TableElement, tablePath: Path): Path[] {
  return table.children.flatMap((row, rowIndex) =>
    row.children.map((_cell, cellIndex) => [...tablePath, rowIndex, cellIndex]),
  );
}

/**
 * Moves the cursor to the start of the next cell (`step` 1) or the previous one (-1); from the last cell
 * forward, into the first cell of a new row. False when the cursor is not in a table.
 */
export function moveBetweenCells(editor: Editor, step: 1 | -1): boolean {
  const table = tableAbove(editor);
  const cell = elementAbove<TableCellElement>(editor, 'tableCell');
  if (!table || !cell) return false;
  const [tableNode, tablePath] = table;
  const paths = cellPaths(tableNode, tablePath);
  const index = paths.findIndex((path) => Path.equals(path, cell[1]));
  const target = paths[index + step];
  if (target) {
    Transforms.select(editor, Editor.start(editor, target));
    return true;
  }
  if (step === -1) return true;
  const columns = tableNode.children.at(-1)?.children.length ?? 1;
  const rowPath = [...tablePath, tableNode.children.length];
  const [row] = tableElement(1, columns).children;
  if (row) Transforms.insertNodes(editor, row, { at: rowPath });
  Transforms.select(editor, Editor.start(editor, [...rowPath, 0]));
  return true;
}
