import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { apolloFlashcards } from '../../../src/api/graphql/flashcardsApi';
import {
  type DeckChoice,
  type FlashcardMap,
  FlashcardStore,
} from '../../../src/stores/flashcards/FlashcardStore';

/** Due counts follow the clock while the screen stays open. */
const TICK_MS = 30_000;

/** The route's session over the map's cards: the learner's schedule loaded once, the clock ticking. */
export function useFlashcardStore(mapId: string, map: FlashcardMap, choice: DeckChoice): FlashcardStore {
  const client = useApolloClient();
  const [store] = useState(() => new FlashcardStore(map, choice, apolloFlashcards(client, mapId)));
  useEffect(() => {
    void store.load();
    const timer = window.setInterval(store.tick, TICK_MS);
    return () => window.clearInterval(timer);
  }, [store]);
  return store;
}
