/** Slate's types for the content editor: the document shape of src/model/richText. */
import type { BaseEditor } from 'slate';
import type { HistoryEditor } from 'slate-history';
import type { ReactEditor } from 'slate-react';
import type { RichElement, TextLeaf } from '../../src/model/richText/types';

export type ContentSlateEditor = BaseEditor & ReactEditor & HistoryEditor;

declare module 'slate' {
  interface CustomTypes {
    Editor: ContentSlateEditor;
    Element: RichElement;
    Text: TextLeaf;
  }
}
