import { Alert, Box, Heading, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import {
  ANSWER_SIMILARITIES,
  ANSWER_TYPE,
  ANSWER_TYPES,
  type AnswerSimilarity,
  type AnswerType,
} from '../../../../src/model/quiz/constants';
import type { Question } from '../../../../src/model/quiz/types';
import { toDocument } from '../../../../src/model/richText/document';
import type { MapEditorStore } from '../../../../src/stores/MapEditorStore';
import type { QuestionEditStore } from '../../../../src/stores/quiz/QuestionEditStore';
import { CheckField } from '../../../components/CheckField';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import { ContentEditor } from '../../../content/ContentEditor';
import { RecallNodes } from './RecallNodes';
import { questionEditStrings as strings } from './strings';
import { ValidAnswers } from './ValidAnswers';

/** The types whose answers are compared as text, where the similarity applies (spec 3 section 5.3). */
const TEXT_COMPARED: readonly AnswerType[] = [
  ANSWER_TYPE.SHORT_TEXT,
  ANSWER_TYPE.LONG_TEXT,
  ANSWER_TYPE.RECALL,
  ANSWER_TYPE.MULTIPLE_FIELDS,
];
/** The types a learner types one answer into, which a suffix (a unit) may follow. */
const SUFFIXED: readonly AnswerType[] = [ANSWER_TYPE.SHORT_TEXT, ANSWER_TYPE.NUMBER];

/**
 * The current question's form (spec 3 sections 3 and 4.5): its problem, if it has one, in the spec's
 * words; its type, its text (a multi-field question's quiz fields are put there), its valid answers or
 * recall nodes, suffix, similarity, flags and model answer.
 */
export const QuestionForm = observer(function QuestionForm({
  store,
  editor,
  question,
  position,
}: {
  store: QuestionEditStore;
  editor: MapEditorStore;
  question: Question;
  position: number;
}) {
  const problem = store.problems.get(question.id);
  const type = question.answerType;
  const nodeTitle = (nodeId: string) => store.nodeTitle(nodeId);
  return (
    <Stack as="section" aria-label={strings.form(position)} gap="4" data-testid="question-form">
      <Heading as="h2" size="sm">
        {strings.form(position)}
      </Heading>
      {problem && (
        <Alert.Root status="warning" role="alert" data-testid="question-problem">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{problem.title}</Alert.Title>
            {problem.detail && <Alert.Description>{problem.detail}</Alert.Description>}
          </Alert.Content>
        </Alert.Root>
      )}
      <SelectField
        label={strings.answerType}
        value={String(type)}
        options={ANSWER_TYPES.map((answerType) => ({
          value: String(answerType),
          label: strings.answerTypes[answerType],
        }))}
        onChange={(value) => store.setAnswerType(Number(value) as AnswerType)}
      />
      <Box>
        <Text as="h3" fontWeight="semibold" mb="1">
          {strings.prose}
        </Text>
        {type === ANSWER_TYPE.MULTIPLE_FIELDS && (
          <Text fontSize="xs" color="fg.muted" mb="1">
            {strings.fieldsHint}
          </Text>
        )}
        {type === ANSWER_TYPE.RECALL && (
          <Text fontSize="xs" color="fg.muted" mb="1">
            {strings.recallHint}
          </Text>
        )}
        <ContentEditor
          key={`${question.id}-prose`}
          label={strings.prose}
          initialValue={toDocument(question.prose)}
          nodeTitle={nodeTitle}
          onChange={(prose) => store.update({ prose })}
        />
      </Box>
      {type === ANSWER_TYPE.RECALL ? (
        <RecallNodes store={store} editor={editor} question={question} />
      ) : (
        <ValidAnswers store={store} question={question} />
      )}
      {SUFFIXED.includes(type) && (
        <TextField
          label={strings.answerSuffix}
          name="answerSuffix"
          value={question.answerSuffix}
          onChange={(answerSuffix) => store.update({ answerSuffix })}
        />
      )}
      {TEXT_COMPARED.includes(type) && (
        <SelectField
          label={strings.similarity}
          value={String(question.answerSimilarity)}
          options={ANSWER_SIMILARITIES.map((similarity) => ({
            value: String(similarity),
            label: strings.similarities[similarity],
          }))}
          onChange={(value) => store.update({ answerSimilarity: Number(value) as AnswerSimilarity })}
        />
      )}
      <Stack gap="2">
        <CheckField
          label={strings.required}
          checked={question.required}
          onChange={(required) => store.update({ required })}
        />
        {type !== ANSWER_TYPE.RECALL && (
          <CheckField
            label={strings.showMap}
            checked={question.showMap}
            onChange={(showMap) => store.update({ showMap })}
          />
        )}
      </Stack>
      <Box>
        <Text as="h3" fontWeight="semibold" mb="1">
          {strings.modelAnswer}
        </Text>
        <ContentEditor
          key={`${question.id}-model`}
          label={strings.modelAnswer}
          initialValue={toDocument(question.modelAnswerProse)}
          nodeTitle={nodeTitle}
          onChange={(modelAnswerProse) => store.update({ modelAnswerProse })}
        />
      </Box>
    </Stack>
  );
});
