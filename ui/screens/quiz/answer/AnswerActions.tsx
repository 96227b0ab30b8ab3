import { Box, Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { AnswerContent } from '../../../../src/model/quiz/types';
import type { QuizStore } from '../../../../src/stores/quiz/QuizStore';
import { ConfirmDialog } from '../../../dialogs/ConfirmDialog';
import { formatCellDate } from '../../maps/format';
import { answerStrings as strings } from './strings';

/**
 * The answer's buttons: Submit (the form's own, so Enter in a box submits), Reset, Show answer, Previous
 * and Next, Retry quiz (where the quiz's settings enable redo; confirmed first) and the answer history.
 */
export const AnswerActions = observer(function AnswerActions({ store }: { store: QuizStore }) {
  const [confirmRetry, setConfirmRetry] = useState(false);
  const { busy, current } = store;
  if (!current) return null;
  const historyShown = store.history.state?.questionId === current.id;
  return (
    <Stack gap="3">
      <HStack gap="2" wrap="wrap">
        <Button type="submit" colorPalette="brand" loading={busy}>
          {strings.submit}
        </Button>
        <Button type="button" variant="outline" disabled={busy} onClick={() => void store.reset()}>
          {strings.reset}
        </Button>
        <Button type="button" variant="outline" disabled={busy} onClick={() => void store.showAnswer()}>
          {strings.showAnswer}
        </Button>
      </HStack>
      <HStack gap="2" wrap="wrap">
        <Button type="button" variant="ghost" disabled={!store.previous} onClick={() => store.goPrevious()}>
          {strings.previous}
        </Button>
        <Button type="button" variant="ghost" disabled={!store.next} onClick={() => store.goNext()}>
          {strings.next}
        </Button>
        <Button
          type="button"
          variant="ghost"
          aria-expanded={historyShown}
          onClick={() => (historyShown ? store.history.close() : void store.showHistory())}
        >
          {historyShown ? strings.hideHistory : strings.history}
        </Button>
        {store.settings.enableRedo && (
          <Button type="button" variant="ghost" disabled={busy} onClick={() => setConfirmRetry(true)}>
            {strings.retry}
          </Button>
        )}
      </HStack>
      {historyShown && <AnswerHistoryList store={store} />}
      <ConfirmDialog
        open={confirmRetry}
        title={strings.retryTitle}
        message={strings.retryMessage}
        defaultToCancel
        destructive
        onCancel={() => setConfirmRetry(false)}
        onConfirm={() => {
          setConfirmRetry(false);
          void store.retry();
        }}
      />
    </Stack>
  );
});

function contentText(content: AnswerContent | null): string {
  if (content === null) return '';
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) return content.join(', ');
  return Object.values(content).join(' · ');
}

/** The current question's submissions, oldest first; their marks only where the question's mark shows. */
const AnswerHistoryList = observer(function AnswerHistoryList({ store }: { store: QuizStore }) {
  const state = store.history.state;
  if (!state) return null;
  const marks = store.markShown(state.questionId);
  return (
    <Box as="section" aria-label={strings.history} data-testid="answer-history">
      {state.status === 'loading' && state.entries.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          {strings.historyLoading}
        </Text>
      )}
      {state.status === 'failed' && (
        <Text fontSize="sm" color="fg.error" role="alert">
          {state.error}
        </Text>
      )}
      {state.status === 'ready' && state.entries.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          {strings.historyEmpty}
        </Text>
      )}
      <List.Root as="ol" ps="5" fontSize="sm">
        {state.entries.map((entry, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a submission is its place in the history, which only grows
          <List.Item key={index}>
            {strings.historyEntry(
              formatCellDate(entry.submittedAt),
              marks ? strings.marks[entry.mark] : strings.questionStatus.submitted,
            )}
            {contentText(entry.content) !== '' && (
              <Text as="span" color="fg.muted">{` — ${contentText(entry.content)}`}</Text>
            )}
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
});
