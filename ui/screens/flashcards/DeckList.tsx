import { Link as ChakraLink, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import type { DeckCounts, FlashcardStore } from '../../../src/stores/flashcards/FlashcardStore';
import { useStudyPlace } from '../study/StudyPlace';
import { flashcardStrings as strings } from './strings';

interface DeckRow {
  id: string | null;
  name: string;
  counts: DeckCounts;
}

/** Every card of the map, and each deck ('Map cards' and one per flashcard item), with due and new counts. */
export const DeckList = observer(function DeckList({ store }: { store: FlashcardStore }) {
  const { paths } = useStudyPlace();
  const chosen = store.choice.kind === 'deck' ? store.choice.deckId : null;
  const rows: DeckRow[] = [
    { id: null, name: strings.allCards, counts: store.allCounts },
    ...store.decks.map((deck) => ({ id: deck.id, name: deck.name, counts: store.countsOf(deck.cardIds) })),
  ];
  return (
    <Stack as="nav" aria-labelledby="flashcard-decks" gap="2">
      <Heading as="h2" size="sm" id="flashcard-decks">
        {strings.decksHeading}
      </Heading>
      <List.Root listStyle="none" gap="1">
        {rows.map((row) => (
          <List.Item key={row.id ?? ''} data-testid="deck" data-deck-id={row.id ?? ''}>
            <HStack justify="space-between" gap="3">
              <ChakraLink asChild fontWeight={row.id === chosen ? 'semibold' : 'normal'}>
                <Link to={paths.cards(row.id)} aria-current={row.id === chosen ? 'page' : undefined}>
                  {row.name}
                </Link>
              </ChakraLink>
              <Text fontSize="sm" color="fg.muted" data-testid="deck-counts">
                {strings.counts(row.counts.due, row.counts.new)}
              </Text>
            </HStack>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
});
