/** Dialogs for the content's study parts: a link to another node, a quiz field and a flashcard. */
import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import { QUIZ_INPUT_TYPES, type QuizInputType } from '../../src/model/richText/types';
import { CheckField } from '../components/CheckField';
import { SelectField } from '../components/SelectField';
import { TextField } from '../components/TextField';
import { FormDialog } from '../dialogs/FormDialog';
import { contentStrings as strings } from './strings';

export interface NodeChoice {
  id: string;
  title: string;
}

/** Picks a node of the map by title; the link can be marked as a related node link. */
export function NodeLinkDialog({
  nodes,
  onApply,
  onClose,
}: {
  nodes: readonly NodeChoice[];
  onApply: (node: NodeChoice, related: boolean) => void;
  onClose: () => void;
}) {
  const [nodeId, setNodeId] = useState(nodes[0]?.id ?? '');
  const [related, setRelated] = useState(false);
  const chosen = nodes.find((node) => node.id === nodeId);
  return (
    <FormDialog
      open
      title={strings.nodeLinkTitle}
      submitLabel={strings.apply}
      submitDisabled={!chosen}
      onSubmit={() => chosen && onApply(chosen, related)}
      onClose={onClose}
    >
      {nodes.length === 0 ? (
        <Text>{strings.nodeLinkNone}</Text>
      ) : (
        <SelectField
          label={strings.nodeLinkNode}
          value={nodeId}
          options={nodes.map((node) => ({ value: node.id, label: node.title }))}
          onChange={setNodeId}
        />
      )}
      <CheckField label={strings.nodeLinkRelated} checked={related} onChange={setRelated} />
    </FormDialog>
  );
}

const INPUT_TYPES = QUIZ_INPUT_TYPES.map((value) => ({ value, label: strings.quizInputTypes[value] }));

export function QuizFieldDialog({
  onApply,
  onClose,
}: {
  onApply: (inputType: QuizInputType) => void;
  onClose: () => void;
}) {
  const [inputType, setInputType] = useState<QuizInputType>('text');
  return (
    <FormDialog
      open
      title={strings.quizFieldTitle}
      submitLabel={strings.apply}
      onSubmit={() => onApply(inputType)}
      onClose={onClose}
    >
      <SelectField
        label={strings.quizFieldType}
        value={inputType}
        options={INPUT_TYPES}
        onChange={setInputType}
      />
    </FormDialog>
  );
}

export function FlashcardDialog({
  onApply,
  onClose,
}: {
  onApply: (front: string, back: string) => void;
  onClose: () => void;
}) {
  const [front, setFront] = useState('');
  const [back, setBack] = useState('');
  return (
    <FormDialog
      open
      title={strings.flashcardTitle}
      submitLabel={strings.apply}
      submitDisabled={front.trim() === '' || back.trim() === ''}
      onSubmit={() => onApply(front, back)}
      onClose={onClose}
    >
      <TextField label={strings.flashcardFront} name="front" value={front} onChange={setFront} />
      <TextField label={strings.flashcardBack} name="back" value={back} onChange={setBack} />
    </FormDialog>
  );
}
