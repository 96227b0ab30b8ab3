import { Badge, Box, Button, HStack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { ANSWER_MODE, MARK } from '../../../../src/model/quiz/constants';
import type { QuizStore } from '../../../../src/stores/quiz/QuizStore';
import { answerStrings as strings } from './strings';

const MARK_PALETTE = { Correct: 'green', Wrong: 'red', Unmarked: 'gray' } as const;

/**
 * Where the learner is in the quiz, on one line (the header's second row): 'Question n of N', a button per
 * question that goes to it, saying its state (its mark where marks show, else answered, not submitted or
 * not), and how many are answered.
 */
export const QuestionList = observer(function QuestionList({ store }: { store: QuizStore }) {
  const { questions, currentIndex } = store;
  if (store.loadState.status !== 'ready' || questions.length === 0) return null;
  const completed = questions.filter((question) => store.answerFor(question.id).completed).length;
  return (
    <HStack as="nav" aria-label={strings.questionsLabel} gap="3" wrap="nowrap">
      <Text fontWeight="semibold" whiteSpace="nowrap" data-testid="question-progress">
        {strings.progress(currentIndex + 1, questions.length)}
      </Text>
      <HStack as="ol" gap="1" wrap="nowrap" listStyleType="none">
        {questions.map((question, index) => {
          const answer = store.answerFor(question.id);
          const markShown = store.markShown(question.id);
          const status = markShown
            ? strings.marks[answer.mark]
            : store.isModified(question.id)
              ? strings.questionStatus.draft
              : answer.completed
                ? strings.questionStatus.submitted
                : strings.questionStatus.unanswered;
          const current = index === currentIndex;
          return (
            <li key={question.id}>
              <Button
                type="button"
                size="xs"
                variant={current ? 'solid' : 'outline'}
                aria-current={current ? 'step' : undefined}
                aria-label={`${strings.questionLink(index + 1)}: ${status}`}
                onClick={() => store.select(question.id)}
                data-question-id={question.id}
              >
                {index + 1}
                {markShown ? (
                  <Badge size="xs" colorPalette={MARK_PALETTE[answer.mark]}>
                    {answer.mark === MARK.CORRECT ? '✓' : answer.mark === MARK.WRONG ? '✗' : '–'}
                  </Badge>
                ) : (
                  answer.completed && <Text as="span">•</Text>
                )}
              </Button>
            </li>
          );
        })}
      </HStack>
      <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap" data-testid="answered-count">
        {strings.completedCount(completed, questions.length)}
      </Text>
    </HStack>
  );
});

/** Quiz mode's end (spec 3 section 3): every question answered, the marks and the score shown. */
export const QuizSummary = observer(function QuizSummary({ store }: { store: QuizStore }) {
  if (store.settings.answerMode !== ANSWER_MODE.QUIZ || !store.quizFinished) return null;
  const { correct, total, unmarked } = store.score;
  return (
    <Box
      as="section"
      aria-labelledby="quiz-summary-title"
      borderWidth="1px"
      rounded="md"
      p="3"
      bg="bg.subtle"
      data-testid="quiz-summary"
    >
      <Text id="quiz-summary-title" fontWeight="semibold">
        {strings.summaryTitle}
      </Text>
      <Text data-testid="quiz-score">{strings.score(correct, total)}</Text>
      {unmarked > 0 && (
        <Text fontSize="sm" color="fg.muted">
          {strings.unmarkedCount(unmarked)}
        </Text>
      )}
    </Box>
  );
});
