import { Alert, Flex, Spinner } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useMatch, useParams } from 'react-router-dom';
import { OPERATION_MODE } from '../../../src/model/map/constants';
import { NEW_PRESENTATION_ID } from '../../../src/model/presentation/constants';
import { loadPresentation, newPresentation } from '../../../src/model/presentation/load';
import { isNewPresentationId, readSubMode } from '../../../src/model/presentation/playback';
import { useMapEditor } from '../map/useMapEditor';
import { RecordingView } from './RecordingView';
import { ReplayView } from './ReplayView';
import { recordingStrings } from './recordingStrings';
import { presentationStrings as strings } from './strings';

/**
 * /{id}/presentation/{presentationId}/{submode} and /{id}/lesson/{lessonId}/{submode} (spec 3 section
 * 2.1): the map, loaded as the map screen loads it, in presentation mode, replaying the presentation.
 */
function PresentationScreen() {
  const { documentId = '', presentationId = '', submode } = useParams();
  const lesson = useMatch('/:documentId/lesson/*') !== null;
  const recording = submode?.toLowerCase() === 'edit';
  return (
    <PresentationOfMap
      // A recording saved for the first time moves from /new/edit to its id's route: the same session.
      key={recording ? `${documentId}/recording` : `${documentId}/${presentationId}`}
      mapId={documentId}
      presentationId={presentationId}
      kind={lesson ? 'lesson' : 'presentation'}
      submode={submode}
    />
  );
}

const PresentationOfMap = observer(function PresentationOfMap({
  mapId,
  presentationId,
  kind,
  submode,
}: {
  mapId: string;
  presentationId: string;
  kind: 'presentation' | 'lesson';
  submode: string | undefined;
}) {
  const editor = useMapEditor(mapId);
  const { document } = editor;
  const { state, map } = document;
  const stored = map?.presentations.find((presentation) => presentation.id === presentationId);

  const recording = submode?.toLowerCase() === 'edit';
  const isNew = isNewPresentationId(presentationId);
  const loaded = useMemo(() => {
    if (stored) return loadPresentation(stored);
    if (recording && isNew) return { presentation: newPresentation(NEW_PRESENTATION_ID), unreadSteps: 0 };
    return null;
  }, [stored, recording, isNew]);

  useEffect(() => {
    if (state.status !== 'ready') return;
    editor.enterMode(recording ? OPERATION_MODE.RECORD_PRESENTATION : OPERATION_MODE.PRESENTATION);
  }, [editor, state.status, recording]);

  if (state.status === 'failed') return <Problem text={state.error} />;
  if (state.status === 'loading' || !map)
    return (
      <Flex h="100dvh" align="center" justify="center">
        <Spinner aria-label={strings.loading} />
      </Flex>
    );
  if (!loaded)
    return (
      <Problem
        text={strings.notFound(kind === 'lesson' ? strings.lesson : strings.presentation, presentationId)}
      />
    );
  if (recording && !editor.mayEdit) return <Problem text={recordingStrings.noRights} />;
  return (
    <>
      {loaded.unreadSteps > 0 && <Problem text={strings.unreadSteps(loaded.unreadSteps)} status="warning" />}
      {recording ? (
        <RecordingView mapId={mapId} editor={editor} presentation={loaded.presentation} />
      ) : (
        <ReplayView
          mapId={mapId}
          editor={editor}
          presentation={loaded.presentation}
          kind={kind}
          subMode={readSubMode(submode)}
        />
      )}
    </>
  );
});

function Problem({ text, status = 'error' }: { text: string; status?: 'error' | 'warning' }) {
  return (
    <Alert.Root status={status} role="alert">
      <Alert.Indicator />
      <Alert.Title>{text}</Alert.Title>
    </Alert.Root>
  );
}

export default PresentationScreen;
