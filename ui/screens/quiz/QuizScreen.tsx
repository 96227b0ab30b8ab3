import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { OPERATION_MODE } from '../../../src/model/map/constants';
import { SignedInOnly } from '../../shell/SignInGuards';
import { useMapEditor } from '../map/useMapEditor';
import { useStudyPlace } from '../study/StudyPlace';
import { AnswerView } from './answer/AnswerView';
import { QuestionEditView } from './edit/QuestionEditView';
import { QuizLoading, QuizProblem } from './QuizStatus';
import { quizStrings as strings } from './strings';

/**
 * /{id}/quiz/{questionId} and /{id}/quiz/{questionId}/edit (spec 3 section 2.1): the map, loaded as the
 * map screen loads it, in answer questions or edit questions mode; and the course form
 * /course/{courseId}/quiz/{questionId} (answering only, the map as the course opens it). Answering needs
 * a signed-in learner (their answers are stored on the server); editing needs edit rights on the map.
 */
function QuizScreen() {
  const { mapId, courseId } = useStudyPlace();
  const { questionId = '', edit } = useParams();
  const editing = edit === 'edit';
  if (edit !== undefined && !editing) return <QuizProblem text={strings.unknownRoute} />;
  return (
    <SignedInOnly>
      <QuizOfMap
        key={`${mapId}/${editing}`}
        mapId={mapId}
        courseId={courseId}
        questionId={questionId}
        editing={editing}
      />
    </SignedInOnly>
  );
}

const QuizOfMap = observer(function QuizOfMap({
  mapId,
  courseId,
  questionId,
  editing,
}: {
  mapId: string;
  courseId: string | null;
  questionId: string;
  editing: boolean;
}) {
  const editor = useMapEditor(mapId, courseId);
  const { state, map } = editor.document;

  useEffect(() => {
    if (state.status !== 'ready') return;
    editor.enterMode(editing ? OPERATION_MODE.EDIT_QUESTIONS : OPERATION_MODE.ANSWER_QUESTIONS);
  }, [editor, state.status, editing]);

  if (state.status === 'failed') return <QuizProblem text={state.error} />;
  if (state.status === 'loading' || !map) return <QuizLoading />;
  if (editing && !editor.mayEdit) return <QuizProblem text={strings.noEditRights} />;
  return editing ? (
    <QuestionEditView mapId={mapId} editor={editor} questionId={questionId} />
  ) : (
    <AnswerView mapId={mapId} editor={editor} questionId={questionId} />
  );
});

export default QuizScreen;
