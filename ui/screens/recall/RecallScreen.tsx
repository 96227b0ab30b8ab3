import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { OPERATION_MODE } from '../../../src/model/map/constants';
import type { RecallScope } from '../../../src/model/recall/types';
import { SignedInOnly } from '../../shell/SignInGuards';
import { useMapEditor } from '../map/useMapEditor';
import { QuizLoading, QuizProblem } from '../quiz/QuizStatus';
import { useStudyPlace } from '../study/StudyPlace';
import { RecallView } from './RecallView';
import { recallStrings as strings } from './strings';

/** The route's scope: one level, one recall item, or else the whole map. */
function scopeOf(layerId: string | undefined, itemId: string | undefined): RecallScope {
  // A level id that is not a number names no level: the model says so.
  if (layerId !== undefined) return { kind: 'level', levelId: Number(layerId) };
  if (itemId !== undefined) return { kind: 'item', itemId };
  return { kind: 'map' };
}

/**
 * /{id}/recall, /{id}/recall/layer/{layerId} and /{id}/recall/{itemId} (spec 3 section 2.1): the map,
 * loaded as the map screen loads it, in recall mode, for a signed-in learner (their results are stored);
 * and their course forms under /course/{courseId}, the map as the course opens it.
 */
function RecallScreen() {
  const { mapId, courseId } = useStudyPlace();
  const { layerId, itemId } = useParams();
  const scope = scopeOf(layerId, itemId);
  return (
    <SignedInOnly>
      <RecallOfMap key={`${mapId}/${layerId}/${itemId}`} mapId={mapId} courseId={courseId} scope={scope} />
    </SignedInOnly>
  );
}

const RecallOfMap = observer(function RecallOfMap({
  mapId,
  courseId,
  scope,
}: {
  mapId: string;
  courseId: string | null;
  scope: RecallScope;
}) {
  const editor = useMapEditor(mapId, courseId);
  const { state, map } = editor.document;

  useEffect(() => {
    if (state.status === 'ready') editor.enterMode(OPERATION_MODE.RECALL);
  }, [editor, state.status]);

  if (state.status === 'failed') return <QuizProblem text={state.error} />;
  if (state.status === 'loading' || !map) return <QuizLoading label={strings.loading} />;
  return <RecallView mapId={mapId} editor={editor} scope={scope} />;
});

export default RecallScreen;
