import { Box, Button, chakra, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { FlashcardStore } from '../../../src/stores/flashcards/FlashcardStore';
import { ConfirmDialog } from '../../dialogs/ConfirmDialog';
import { CardBack } from './CardBack';
import { dueDateLabel } from './format';
import { RatingButtons } from './RatingButtons';
import { flashcardStrings as strings } from './strings';

export interface ReviewCardProps {
  store: FlashcardStore;
  nodeTitle: (nodeId: string) => string | undefined;
}

/**
 * The card shown: its front on a button that flips it (click, tap, or Space; aria-pressed says which side
 * shows), the back in a live region so a screen reader reads it once flipped, then the ratings.
 */
export const ReviewCard = observer(function ReviewCard({ store, nodeTitle }: ReviewCardProps) {
  const [confirmingReset, setConfirmingReset] = useState(false);
  const card = store.current;
  if (!card) return null;
  return (
    <Stack
      as="section"
      aria-label={strings.cardRegion}
      gap="4"
      data-testid="flashcard"
      data-card-id={card.id}
    >
      <HStack justify="space-between">
        <Text color="fg.muted" data-testid="cards-left">
          {strings.left(store.remaining)}
        </Text>
        <Button size="xs" variant="ghost" disabled={store.busy} onClick={() => setConfirmingReset(true)}>
          {strings.resetCard}
        </Button>
      </HStack>
      <chakra.button
        type="button"
        aria-pressed={store.flipped}
        aria-keyshortcuts="Space"
        onClick={store.flip}
        textAlign="center"
        minH="40"
        p="6"
        borderWidth="1px"
        borderRadius="l3"
        bg="bg.panel"
        shadow="sm"
        cursor="pointer"
        _hover={{ borderColor: 'border.emphasized' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
        data-testid="flashcard-front"
      >
        <Heading as="h2" size="xl">
          {card.front}
        </Heading>
        <Text mt="3" fontSize="sm" color="fg.muted">
          {strings.flipHint}
        </Text>
      </chakra.button>
      <Box role="region" aria-label={strings.answerRegion} aria-live="polite" data-testid="flashcard-back">
        {store.flipped && (
          <Box borderWidth="1px" borderRadius="l3" p="6">
            <CardBack card={card} nodeTitle={nodeTitle} />
          </Box>
        )}
      </Box>
      <RatingButtons store={store} />
      <ConfirmDialog
        destructive
        defaultToCancel
        open={confirmingReset}
        title={strings.resetTitle}
        message={strings.resetMessage}
        onCancel={() => setConfirmingReset(false)}
        onConfirm={() => {
          setConfirmingReset(false);
          void store.resetCurrent();
        }}
      />
    </Stack>
  );
});

/** What the last rating did: when that card comes back (a live status). */
export const LastRated = observer(function LastRated({ store }: { store: FlashcardStore }) {
  const rated = store.lastRated;
  return (
    <Text role="status" color="fg.muted" fontSize="sm" data-testid="last-rated" data-due={rated?.due}>
      {rated ? strings.ratedNext(strings.ratings[rated.rating], dueDateLabel(rated.due)) : ''}
    </Text>
  );
});
