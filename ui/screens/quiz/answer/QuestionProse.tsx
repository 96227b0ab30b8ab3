import { Box, Input, List, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useCallback, useMemo } from 'react';
import { ANSWER_TYPE } from '../../../../src/model/quiz/constants';
import { type QuizField, quizFieldsOf } from '../../../../src/model/quiz/fields';
import { checkNumberInput } from '../../../../src/model/quiz/input';
import type { Question } from '../../../../src/model/quiz/types';
import { toDocument } from '../../../../src/model/richText/document';
import type { QuizFieldElement } from '../../../../src/model/richText/types';
import type { QuizStore } from '../../../../src/stores/quiz/QuizStore';
import { ContentEditor } from '../../../content/ContentEditor';
import { answerStrings as strings } from './strings';

export interface QuestionProseProps {
  store: QuizStore;
  question: Question;
  nodeTitle: (nodeId: string) => string | undefined;
}

const problemId = (fieldId: string) => `quiz-field-problem-${fieldId}`;

/**
 * The question's prose, read only. In a multi-field question each quiz field of the prose is an input
 * (labelled by its place: 'Answer field 1'…), a number field checked as it is typed (spec 3 section 5.1).
 */
export const QuestionProse = observer(function QuestionProse({
  store,
  question,
  nodeTitle,
}: QuestionProseProps) {
  const document = useMemo(() => toDocument(question.prose), [question.prose]);
  const fields = useMemo(() => quizFieldsOf(question.prose), [question.prose]);
  const multi = question.answerType === ANSWER_TYPE.MULTIPLE_FIELDS;
  const renderQuizField = useCallback(
    (element: QuizFieldElement) => (
      <QuizFieldInput store={store} question={question} field={element} fields={fields} />
    ),
    [store, question, fields],
  );
  return (
    <Box data-testid="question-prose">
      <ContentEditor
        key={question.id}
        initialValue={document}
        readOnly
        nodeTitle={nodeTitle}
        label={strings.questionLabel}
        renderQuizField={multi ? renderQuizField : undefined}
      />
      {multi && <FieldProblems store={store} question={question} fields={fields} />}
    </Box>
  );
});

function fieldText(store: QuizStore, question: Question, fieldId: string): string {
  const content = store.contentOf(question);
  return typeof content === 'object' && !Array.isArray(content) ? (content[fieldId] ?? '') : '';
}

const QuizFieldInput = observer(function QuizFieldInput({
  store,
  question,
  field,
  fields,
}: {
  store: QuizStore;
  question: Question;
  field: QuizFieldElement;
  fields: readonly QuizField[];
}) {
  const position = fields.findIndex((each) => each.id === field.id) + 1;
  const number = field.inputType === 'number';
  const text = fieldText(store, question, field.id);
  const problem = number ? checkNumberInput(text) : undefined;
  return (
    <Input
      size="xs"
      width="8rem"
      mx="1"
      value={text}
      autoComplete="off"
      inputMode={number ? 'decimal' : undefined}
      aria-label={number ? strings.numberFieldLabel(position) : strings.fieldLabel(position)}
      aria-invalid={problem !== undefined}
      aria-describedby={problem !== undefined ? problemId(field.id) : undefined}
      readOnly={store.busy}
      onChange={(event) => store.setField(field.id, event.currentTarget.value)}
      data-quiz-field={field.id}
    />
  );
});

/** The fields whose text is not a number where one is asked for, each by its label. */
const FieldProblems = observer(function FieldProblems({
  store,
  question,
  fields,
}: {
  store: QuizStore;
  question: Question;
  fields: readonly QuizField[];
}) {
  const problems = fields.flatMap((field, index) => {
    if (field.inputType !== 'number') return [];
    const problem = checkNumberInput(fieldText(store, question, field.id));
    return problem === undefined ? [] : [{ field, position: index + 1, problem }];
  });
  if (problems.length === 0) return null;
  return (
    <List.Root ps="0" listStyleType="none" mt="2">
      {problems.map(({ field, position, problem }) => (
        <List.Item key={field.id} id={problemId(field.id)}>
          <Text fontSize="sm" color="fg.error">
            {`${strings.numberFieldLabel(position)}: ${problem}`}
          </Text>
        </List.Item>
      ))}
    </List.Root>
  );
});
