import type { Editor } from 'slate';
import { ReactEditor } from 'slate-react';
import {
  flashcardElement,
  formulaElement,
  imageElement,
  quizFieldElement,
  videoElement,
} from '../../src/model/richText/elements';
import type { RichElement } from '../../src/model/richText/types';
import type { InsertKind } from './ContentToolbar';
import { insertElement, insertLink, selectedText } from './commands';
import { FormulaDialog } from './FormulaDialog';
import { LinkDialog } from './LinkDialog';
import { ImageDialog, VideoDialog } from './MediaDialogs';
import { FlashcardDialog, type NodeChoice, NodeLinkDialog, QuizFieldDialog } from './StudyDialogs';

export interface ContentDialogsProps {
  editor: Editor;
  open: InsertKind | null;
  nodeChoices: () => readonly NodeChoice[];
  onClose: () => void;
}

/** The open Insert dialog; what it applies goes in at the cursor the editor kept. */
export function ContentDialogs({ editor, open, nodeChoices, onClose }: ContentDialogsProps) {
  const done = (change: () => void) => {
    onClose();
    change();
    ReactEditor.focus(editor);
  };
  const insert = (element: RichElement) => done(() => insertElement(editor, element));
  switch (open) {
    case 'link':
      return (
        <LinkDialog
          initialText={selectedText(editor)}
          onApply={(text, url) => done(() => insertLink(editor, text, url))}
          onClose={onClose}
        />
      );
    case 'formula':
      return (
        <FormulaDialog onApply={(latex, inline) => insert(formulaElement(latex, inline))} onClose={onClose} />
      );
    case 'image':
      return (
        <ImageDialog
          onApply={(src, align, width) => insert(imageElement(src, align, width))}
          onClose={onClose}
        />
      );
    case 'video':
      return <VideoDialog onApply={(src) => insert(videoElement(src))} onClose={onClose} />;
    case 'nodeLink':
      return (
        <NodeLinkDialog
          nodes={nodeChoices()}
          onApply={(node, related) =>
            insert({
              type: related ? 'relatedNodeLink' : 'nodeLink',
              nodeId: node.id,
              children: [{ text: selectedText(editor) || node.title }],
            })
          }
          onClose={onClose}
        />
      );
    case 'quizField':
      return (
        <QuizFieldDialog onApply={(inputType) => insert(quizFieldElement(inputType))} onClose={onClose} />
      );
    case 'flashcard':
      return (
        <FlashcardDialog onApply={(front, back) => insert(flashcardElement(front, back))} onClose={onClose} />
      );
    default:
      return null;
  }
}
