import { Alert, Spinner, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { type FormEvent, type KeyboardEvent, useRef } from 'react';
import type { QuizStore } from '../../../../src/stores/quiz/QuizStore';
import { AnswerActions } from './AnswerActions';
import { AnswerFeedback } from './AnswerFeedback';
import { AnswerInput } from './AnswerInput';
import { QuizSummary } from './QuestionList';
import { QuestionProse } from './QuestionProse';
import { answerStrings as strings } from './strings';

export interface AnswerPanelProps {
  store: QuizStore;
  nodeTitle: (nodeId: string) => string | undefined;
}

/**
 * The question being answered, as a form answered from the keyboard alone: the quiz's score at its end, its
 * prose, the learner's box (or the inputs in the prose), what the submission gave, and the buttons. Enter
 * in a box submits the form, as does Enter on a chosen option; Ctrl+Enter in a long answer.
 */
export const AnswerPanel = observer(function AnswerPanel({ store, nodeTitle }: AnswerPanelProps) {
  const form = useRef<HTMLFormElement>(null);
  const { loadState, current } = store;
  if (loadState.status === 'failed')
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>{loadState.error}</Alert.Title>
      </Alert.Root>
    );
  if (loadState.status !== 'ready') return <Spinner aria-label={strings.loading} />;
  if (!current) return <Text>{strings.noQuestions}</Text>;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    void store.submit();
  };
  // A radio option does not submit its form by itself.
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    const target = event.target as HTMLElement;
    if (event.key === 'Enter' && target instanceof HTMLInputElement && target.type === 'radio') {
      event.preventDefault();
      form.current?.requestSubmit();
    }
  };
  return (
    <Stack gap="4">
      <QuizSummary store={store} />
      <form
        ref={form}
        onSubmit={submit}
        onKeyDown={onKeyDown}
        aria-label={strings.progress(store.currentIndex + 1, store.questions.length)}
        data-testid="answer-form"
        data-question-id={current.id}
      >
        <Stack gap="4">
          <QuestionProse store={store} question={current} nodeTitle={nodeTitle} />
          <AnswerInput store={store} question={current} onSubmit={() => form.current?.requestSubmit()} />
          <AnswerFeedback store={store} question={current} nodeTitle={nodeTitle} />
          <AnswerActions store={store} />
        </Stack>
      </form>
    </Stack>
  );
});
