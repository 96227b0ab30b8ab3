import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { QuizItem } from '../../../../../src/model/courses/outline';
import type { StoredQuestion } from '../../../../../src/model/map/content';
import { ANSWER_MODES, type AnswerMode } from '../../../../../src/model/quiz/constants';
import { richTextPlain } from '../../../../../src/model/richText/plainText';
import { CheckField } from '../../../../components/CheckField';
import { FormDialog } from '../../../../dialogs/FormDialog';
import { NameField } from '../../../../dialogs/NameField';
import { ChoiceGroup } from '../ChoiceGroup';
import { courseOutlineStrings as strings } from '../strings';

const QUESTION_LABEL_LENGTH = 80;
const MODE_CHOICES = ANSWER_MODES.map((value) => ({ value, label: strings.answerModes[value] }));

const questionText = (question: StoredQuestion) =>
  richTextPlain(question.prose).slice(0, QUESTION_LABEL_LENGTH);

/** A quiz item: its name, the map's questions it asks (in the map's order) and its own settings. */
export function QuizItemDialog({
  item,
  isNew,
  questions,
  save,
  check,
  onClose,
}: {
  item: QuizItem;
  isNew: boolean;
  questions: readonly StoredQuestion[];
  save: (item: QuizItem) => boolean;
  /** Why the outline's rules refuse the item (shown in the form), or null. */
  check: (item: QuizItem) => string | null;
  onClose: () => void;
}) {
  const known = new Set(questions.map((question) => question.id));
  // Questions gone from the map are left out: saving asks only those it has.
  const [draft, setDraft] = useState(() => ({
    ...item,
    questions: item.questions.filter((id) => known.has(id)),
  }));
  const [error, setError] = useState<string | null>(null);
  const toggle = (id: string, on: boolean) => {
    const chosen = new Set(on ? [...draft.questions, id] : draft.questions.filter((other) => other !== id));
    setDraft({
      ...draft,
      questions: questions.map((question) => question.id).filter((other) => chosen.has(other)),
    });
  };
  const submit = () => {
    const item = { ...draft, name: draft.name.trim() };
    const refused = check(item);
    if (refused) return setError(refused);
    if (save(item)) onClose();
  };
  return (
    <FormDialog
      open
      title={isNew ? strings.newQuiz : strings.editQuiz}
      submitLabel={strings.save}
      onSubmit={submit}
      onClose={onClose}
      error={error}
      errorTestId="outline-item-error"
    >
      <NameField label={strings.name} value={draft.name} onChange={(name) => setDraft({ ...draft, name })} />
      <Stack gap="2" role="group" aria-label={strings.questions} maxH="60" overflowY="auto">
        <Text fontSize="sm" fontWeight="medium">
          {strings.questions}
        </Text>
        {questions.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            {strings.noQuestions}
          </Text>
        )}
        {questions.map((question, index) => (
          <CheckField
            key={question.id}
            label={strings.question(index + 1, questionText(question))}
            checked={draft.questions.includes(question.id)}
            onChange={(on) => toggle(question.id, on)}
          />
        ))}
      </Stack>
      <ChoiceGroup<AnswerMode>
        label={strings.answerMode}
        value={draft.settings.answerMode}
        choices={MODE_CHOICES}
        onChange={(answerMode) => setDraft({ ...draft, settings: { ...draft.settings, answerMode } })}
      />
      <CheckField
        label={strings.enableRedo}
        checked={draft.settings.enableRedo}
        onChange={(enableRedo) => setDraft({ ...draft, settings: { ...draft.settings, enableRedo } })}
      />
    </FormDialog>
  );
}
