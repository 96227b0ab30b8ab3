import { Alert, Box, Flex, Spinner, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useCallback } from 'react';
import type { MapDocument } from '../../../src/model/map/types';
import type { DeckChoice } from '../../../src/stores/flashcards/FlashcardStore';
import { StudyHeader } from '../map/StudyHeader';
import type { CardKey } from './cardKeys';
import { DeckList } from './DeckList';
import { DoneState } from './DoneState';
import { LastRated, ReviewCard } from './ReviewCard';
import { ReviewChart } from './ReviewChart';
import { flashcardStrings as strings } from './strings';
import { useCardKeys } from './useCardKeys';
import { useFlashcardStore } from './useFlashcardStore';

export interface FlashcardsViewProps {
  mapId: string;
  map: MapDocument;
  choice: DeckChoice;
}

function Problem({ text }: { text: string }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{text}</Alert.Title>
    </Alert.Root>
  );
}

/**
 * /{id}/cards and /{id}/cards/{deckId} (issue 27): the decks with their due and new counts beside the
 * review of the chosen cards, and the learner's reviews per day.
 */
export const FlashcardsView = observer(function FlashcardsView({ mapId, map, choice }: FlashcardsViewProps) {
  const store = useFlashcardStore(mapId, map, choice);
  const act = useCallback(
    (key: CardKey) => {
      if (key.kind === 'flip') store.flip();
      else void store.rate(key.rating);
    },
    [store],
  );
  useCardKeys(act);
  const nodeTitle = useCallback((nodeId: string) => map.nodes.get(nodeId)?.title, [map]);
  const { loadState } = store;

  return (
    <Flex direction="column" h="100dvh">
      <StudyHeader mapId={mapId} mapName={map.name} activity={strings.modeLabel} />
      <Flex flex="1" minH="0" direction={{ base: 'column', md: 'row' }} overflowY="auto">
        <Box as="main" flex="1" p="4" data-testid="flashcards-main">
          <Stack maxW="2xl" mx="auto" gap="4">
            {loadState.status === 'failed' && <Problem text={loadState.error} />}
            {store.deckError !== null && <Problem text={store.deckError} />}
            {(loadState.status === 'loading' || loadState.status === 'idle') && (
              <Spinner aria-label={strings.loading} alignSelf="center" />
            )}
            {store.error !== null && <Problem text={store.error} />}
            {loadState.status === 'ready' && store.deckError === null && (
              <>
                {store.done ? (
                  <DoneState store={store} />
                ) : (
                  <ReviewCard store={store} nodeTitle={nodeTitle} />
                )}
                <LastRated store={store} />
              </>
            )}
          </Stack>
        </Box>
        <Stack
          as="aside"
          w={{ base: 'full', md: '22rem' }}
          flexShrink={0}
          p="4"
          gap="6"
          borderLeftWidth={{ base: 0, md: '1px' }}
        >
          {loadState.status === 'ready' && <DeckList store={store} />}
          <ReviewChart store={store} />
        </Stack>
      </Flex>
    </Flex>
  );
});
