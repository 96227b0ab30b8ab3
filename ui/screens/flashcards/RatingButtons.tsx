import { Button, Group, Text, VStack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { type FlashcardRating, RATINGS } from '../../../src/model/flashcards/schedule';
import type { FlashcardStore } from '../../../src/stores/flashcards/FlashcardStore';
import { intervalLabel } from './format';
import { flashcardStrings as strings } from './strings';

const PALETTE: Record<FlashcardRating, string> = { 1: 'red', 2: 'orange', 3: 'green', 4: 'blue' };

/** Again, Hard, Good and Easy (keys 1 to 4), each with when it would bring the card back. */
export const RatingButtons = observer(function RatingButtons({ store }: { store: FlashcardStore }) {
  const { previews } = store;
  if (!previews) return null;
  return (
    <Group
      role="group"
      aria-label={strings.ratingsLabel}
      attached={false}
      gap="2"
      w="full"
      data-testid="ratings"
    >
      {RATINGS.map((rating) => (
        <Button
          key={rating}
          flex="1"
          h="auto"
          py="2"
          variant="outline"
          colorPalette={PALETTE[rating]}
          aria-keyshortcuts={String(rating)}
          disabled={store.busy}
          onClick={() => void store.rate(rating)}
          data-rating={rating}
        >
          <VStack gap="0">
            <Text fontWeight="semibold">{strings.ratings[rating]}</Text>
            <Text fontSize="xs" color="fg.muted" data-testid="rating-interval">
              {intervalLabel(previews[rating], store.now)}
            </Text>
          </VStack>
        </Button>
      ))}
    </Group>
  );
});
