import { Alert, Flex, Spinner } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useMemo } from 'react';
import { useMatch, useParams } from 'react-router-dom';
import { OPERATION_MODE } from '../../../src/model/map/constants';
import { NEW_PRESENTATION_ID } from '../../../src/model/presentation/constants';
import { loadPresentation, newPresentation } from '../../../src/model/presentation/load';
import { isNewPresentationId, readSubMode } from '../../../src/model/presentation/playback';
import { useMapEditor } from '../map/useMapEditor';
import { useStudyPlace } from '../study/StudyPlace';
import { RecordingView } from './RecordingView';
import { ReplayView } from './ReplayView';
import { recordingStrings } from './recordingStrings';
import { presentationStrings as strings } from './strings';

/**
 * /{id}/presentation/{presentationId}/{submode} and /{id}/lesson/{lessonId}/{submode} (spec 3 section
 * 2.1), and their course forms /course/{courseId}/presentation/{presentationId} and
 * /course/{courseId}/lesson/{lessonId}: the map, loaded as the map screen loads it (through the course in
 * course form), in presentation mode, replaying the presentation.
 */
function PresentationScreen() {
  const { mapId, courseId } = useStudyPlace();
  const { presentationId = '', submode } = useParams();
  const mapLesson = useMatch('/:documentId/lesson/*') !== null;
  const courseLesson = useMatch('/course/:courseId/lesson/*') !== null;
  const recording = submode?.toLowerCase() === 'edit';
  return (
    <PresentationOfMap
      // A recording saved for the first time moves from /new/edit to its id's route: the same session.
      key={recording ? `${mapId}/recording` : `${mapId}/${presentationId}`}
      mapId={mapId}
      courseId={courseId}
      presentationId={presentationId}
      kind={mapLesson || courseLesson ? 'lesson' : 'presentation'}
      submode={submode}
    />
  );
}

const PresentationOfMap = observer(function PresentationOfMap({
  mapId,
  courseId,
  presentationId,
  kind,
  submode,
}: {
  mapId: string;
  courseId: string | null;
  presentationId: string;
  kind: 'presentation' | 'lesson';
  submode: string | undefined;
}) {
  const editor = useMapEditor(mapId, courseId);
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
