import { Heading, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { FlashcardStore } from '../../../src/stores/flashcards/FlashcardStore';
import { dueDateLabel, intervalLabel } from './format';
import { flashcardStrings as strings } from './strings';

/** Nothing left to review: when the chosen cards' next review falls. */
export const DoneState = observer(function DoneState({ store }: { store: FlashcardStore }) {
  const { nextDue } = store;
  if (store.chosenCards.length === 0)
    return (
      <Stack gap="2" data-testid="flashcards-done">
        <Heading as="h2" size="lg">
          {strings.noCards}
        </Heading>
        <Text color="fg.muted">{strings.noCardsHint}</Text>
      </Stack>
    );
  return (
    <Stack gap="2" data-testid="flashcards-done">
      <Heading as="h2" size="lg">
        {strings.doneTitle}
      </Heading>
      <Text data-testid="next-due" data-due={nextDue ?? undefined}>
        {nextDue === null
          ? strings.nothingScheduled
          : strings.nextDue(dueDateLabel(nextDue), intervalLabel(new Date(nextDue), store.now))}
      </Text>
    </Stack>
  );
});
