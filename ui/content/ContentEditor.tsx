import { Box, Stack, Text } from '@chakra-ui/react';
import { type KeyboardEvent, useMemo, useState } from 'react';
import { createEditor, type Descendant } from 'slate';
import { withHistory } from 'slate-history';
import {
  Editable,
  ReactEditor,
  type RenderElementProps,
  type RenderLeafProps,
  Slate,
  withReact,
} from 'slate-react';
import { isEmptyDocument } from '../../src/model/richText/document';
import { MARKS, type RichDocument } from '../../src/model/richText/types';
import { matchesCombo } from '../components/keyCombos';
import { ContentContext, type ContentContextValue, type ContentLinks } from './ContentContext';
import { ContentDialogs } from './ContentDialogs';
import { ContentElement } from './ContentElement';
import { ContentLeaf } from './ContentLeaf';
import { ContentToolbar, type InsertKind } from './ContentToolbar';
import { insertTable, toggleMark } from './commands';
import { MARK_SHORTCUTS } from './markKeys';
import type { NodeChoice } from './StudyDialogs';
import { contentStrings as strings } from './strings';
import { moveBetweenCells } from './tableCommands';
import { withContentRules } from './withContentRules';

export interface ContentEditorProps {
  /** The document it starts from; remount (a new key) to show another. */
  initialValue: RichDocument;
  /** Rendered only: no toolbar, no cursor. */
  readOnly?: boolean;
  /** A node's title for a node link; undefined when the map no longer holds it. */
  nodeTitle?: (nodeId: string) => string | undefined;
  /** The nodes a node link may go to, asked for when the node link dialog opens. */
  nodeChoices?: () => readonly NodeChoice[];
  /** Each change to the document (not to the cursor alone). */
  onChange?: (document: RichDocument) => void;
  /** The edit is over for now: the editor lost focus. */
  onCommit?: () => void;
  /** The editing area's accessible name: 'Content' unless given. */
  label?: string;
  /** Where node links and links to other maps go; without it they stay where they are. */
  links?: ContentLinks;
  /** What stands in each quiz field's place (a learner's input); keep it stable, as a callback. */
  renderQuizField?: ContentContextValue['renderQuizField'];
}

const renderElement = (props: RenderElementProps) => <ContentElement {...props} />;
const renderLeaf = (props: RenderLeafProps) => <ContentLeaf {...props} />;

const noTitle = () => undefined;
const noChoices = () => [];

const TABLE_SIZE = { rows: 2, columns: 2 };

/** The rich-text content editor (spec 2 section 2), or its rendering when read only. */
export function ContentEditor({
  initialValue,
  readOnly = false,
  nodeTitle = noTitle,
  nodeChoices = noChoices,
  onChange,
  onCommit,
  label = strings.editorLabel,
  links,
  renderQuizField,
}: ContentEditorProps) {
  const editor = useMemo(() => withContentRules(withHistory(withReact(createEditor()))), []);
  const [dialog, setDialog] = useState<InsertKind | null>(null);
  const context = useMemo(
    () => ({
      nodeTitle,
      readOnly,
      ...(links ? { links } : {}),
      ...(renderQuizField ? { renderQuizField } : {}),
    }),
    [nodeTitle, readOnly, links, renderQuizField],
  );

  const onKeyDown = (event: KeyboardEvent) => {
    // Shown only: the keys are the page's (and the inputs' in quiz fields), not the editor's.
    if (readOnly) return;
    // In a table Tab goes from cell to cell; elsewhere it leaves the editor, as on any page.
    if (event.key === 'Tab' && !(event.ctrlKey || event.metaKey || event.altKey)) {
      if (moveBetweenCells(editor, event.shiftKey ? -1 : 1)) event.preventDefault();
      return;
    }
    const mark = MARKS.find((candidate) => {
      const combo = MARK_SHORTCUTS[candidate];
      return combo !== undefined && matchesCombo(event, combo);
    });
    if (mark) {
      event.preventDefault();
      toggleMark(editor, mark);
    }
  };
  const insert = (kind: InsertKind) => {
    if (kind !== 'table') return setDialog(kind);
    insertTable(editor, TABLE_SIZE.rows, TABLE_SIZE.columns);
    // The menu has gone (ContentToolbar): typing goes on in the table's first cell.
    ReactEditor.focus(editor);
  };

  if (readOnly && isEmptyDocument(initialValue))
    return (
      <Text fontSize="sm" color="fg.muted">
        {strings.emptyReadOnly}
      </Text>
    );
  return (
    <ContentContext.Provider value={context}>
      <Slate
        editor={editor}
        initialValue={initialValue as Descendant[]}
        onChange={(value) => {
          if (editor.operations.some((operation) => operation.type !== 'set_selection'))
            onChange?.(value as RichDocument);
        }}
      >
        <Stack gap="2">
          {!readOnly && <ContentToolbar onInsert={insert} />}
          <Box
            data-tour={readOnly ? undefined : 'content-editor'}
            borderWidth={readOnly ? 0 : '1px'}
            rounded="md"
            px={readOnly ? 0 : 3}
            py={readOnly ? 0 : 2}
            minH={readOnly ? undefined : '32'}
            fontSize="sm"
            css={{ '& [data-slate-editor]': { outline: 'none', minHeight: 'inherit' } }}
          >
            <Editable
              aria-label={label}
              readOnly={readOnly}
              placeholder={readOnly ? undefined : strings.placeholder}
              renderElement={renderElement}
              renderLeaf={renderLeaf}
              onKeyDown={onKeyDown}
              onBlur={onCommit}
              data-testid="content-editor"
            />
          </Box>
        </Stack>
        <ContentDialogs
          editor={editor}
          open={dialog}
          nodeChoices={nodeChoices}
          onClose={() => setDialog(null)}
        />
      </Slate>
    </ContentContext.Provider>
  );
}
