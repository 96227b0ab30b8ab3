import { Alert, Flex, Spinner } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useParams } from 'react-router-dom';
import { SignedInOnly } from '../../shell/SignInGuards';
import { useMapEditor } from '../map/useMapEditor';
import { useStudyPlace } from '../study/StudyPlace';
import { FlashcardsView } from './FlashcardsView';
import { flashcardStrings as strings } from './strings';

/**
 * /{id}/cards and /{id}/cards/{deckId} (spec 3 section 2.1, issue 27): the map, loaded as the map screen
 * loads it, and the signed-in learner's review of its flashcards (their schedule is stored on the server);
 * and their course forms /course/{courseId}/cards and /course/{courseId}/cards/{deckId}.
 */
function FlashcardsScreen() {
  const { mapId, courseId } = useStudyPlace();
  const { cardId } = useParams();
  return (
    <SignedInOnly>
      {/* Another deck is another session: its queue starts afresh from the server's schedule. */}
      <FlashcardsOfMap
        key={`${mapId}/${cardId ?? ''}`}
        mapId={mapId}
        courseId={courseId}
        deckId={cardId ?? null}
      />
    </SignedInOnly>
  );
}

const FlashcardsOfMap = observer(function FlashcardsOfMap({
  mapId,
  courseId,
  deckId,
}: {
  mapId: string;
  courseId: string | null;
  deckId: string | null;
}) {
  const editor = useMapEditor(mapId, courseId);
  // Nothing here edits the map: it stays in the mode it loads in (review only).
  const { state, map } = editor.document;

  if (state.status === 'failed')
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title>{state.error}</Alert.Title>
      </Alert.Root>
    );
  if (state.status === 'loading' || !map)
    return (
      <Flex h="100dvh" align="center" justify="center">
        <Spinner aria-label={strings.loading} />
      </Flex>
    );
  return (
    <FlashcardsView
      mapId={mapId}
      map={map}
      choice={deckId === null ? { kind: 'all' } : { kind: 'deck', deckId }}
    />
  );
});

export default FlashcardsScreen;
