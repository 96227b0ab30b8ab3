import { Alert, Badge, Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { MARK, type Mark } from '../../../../src/model/quiz/constants';
import type { Question } from '../../../../src/model/quiz/types';
import { toDocument } from '../../../../src/model/richText/document';
import type { QuizStore } from '../../../../src/stores/quiz/QuizStore';
import { ContentEditor } from '../../../content/ContentEditor';
import { answerStrings as strings } from './strings';

const MARK_PALETTE: Record<Mark, string> = { Correct: 'green', Wrong: 'red', Unmarked: 'gray' };

/**
 * What the learner is told of the current answer: why it was not sent (its input, or the server), its
 * mark as the server gave it (Exercise at once, Quiz at the end) with the recall nodes missed, that it was
 * submitted (Quiz, before the end), and the model answer once asked for.
 */
export const AnswerFeedback = observer(function AnswerFeedback({
  store,
  question,
  nodeTitle,
}: {
  store: QuizStore;
  question: Question;
  nodeTitle: (nodeId: string) => string | undefined;
}) {
  const answer = store.answerFor(question.id);
  const problems = [store.inputError, store.error].filter((text): text is string => text !== null);
  const shown = store.markShown(question.id);
  const missed = answer.details?.missedNodes ?? [];
  return (
    <Stack gap="3">
      {problems.map((text) => (
        <Alert.Root key={text} status="error" role="alert" data-testid="answer-problem">
          <Alert.Indicator />
          <Alert.Title>{text}</Alert.Title>
        </Alert.Root>
      ))}
      <Box role="status" aria-live="polite" data-testid="answer-status" data-mark={shown ? answer.mark : ''}>
        {shown ? (
          <HStack gap="2" wrap="wrap">
            <Text fontSize="sm">{strings.markLabel}</Text>
            <Badge colorPalette={MARK_PALETTE[answer.mark]} size="lg" data-testid="answer-mark">
              {strings.marks[answer.mark]}
            </Badge>
            <Text fontSize="sm" color="fg.muted">
              {strings.attempts(answer.attempts)}
            </Text>
          </HStack>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            {answer.completed ? strings.submitted : strings.unsubmitted}
          </Text>
        )}
        {shown && answer.mark === MARK.WRONG && missed.length > 0 && (
          <Text fontSize="sm" mt="1" data-testid="missed-nodes">
            {`${strings.missed}: ${missed.map((node) => node.title).join(', ')}`}
          </Text>
        )}
      </Box>
      {store.modelAnswersShown.has(question.id) && <ModelAnswer question={question} nodeTitle={nodeTitle} />}
    </Stack>
  );
});

function ModelAnswer({
  question,
  nodeTitle,
}: {
  question: Question;
  nodeTitle: (nodeId: string) => string | undefined;
}) {
  const document = useMemo(() => toDocument(question.modelAnswerProse), [question.modelAnswerProse]);
  return (
    <Box
      as="section"
      aria-labelledby="model-answer-title"
      borderWidth="1px"
      rounded="md"
      p="3"
      data-testid="model-answer"
    >
      <Heading as="h3" size="sm" mb="2" id="model-answer-title">
        {strings.modelAnswer}
      </Heading>
      {question.modelAnswerProse === null ? (
        <Text fontSize="sm" color="fg.muted">
          {strings.noModelAnswer}
        </Text>
      ) : (
        <ContentEditor
          key={question.id}
          initialValue={document}
          readOnly
          nodeTitle={nodeTitle}
          label={strings.modelAnswer}
        />
      )}
    </Box>
  );
}
