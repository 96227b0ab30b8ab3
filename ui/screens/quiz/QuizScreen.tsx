import { Alert, Flex, Spinner } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { OPERATION_MODE } from '../../../src/model/map/constants';
import { useStores } from '../../shell/StoreContext';
import { useMapEditor } from '../map/useMapEditor';
import { AnswerView } from './answer/AnswerView';
import { QuestionEditView } from './edit/QuestionEditView';
import { quizStrings as strings } from './strings';

/**
 * /{id}/quiz/{questionId} and /{id}/quiz/{questionId}/edit (spec 3 section 2.1): the map, loaded as the
 * map screen loads it, in answer questions or edit questions mode. Answering needs a signed-in learner
 * (their answers are stored on the server); editing needs edit rights on the map.
 */
function QuizScreen() {
  const { documentId = '', questionId = '', edit } = useParams();
  const editing = edit === 'edit';
  const { auth } = useStores();
  const location = useLocation();
  const signedOut = auth.state.status !== 'initiating' && !auth.loggedIn;
  useEffect(() => {
    if (signedOut) auth.rememberAfterLogin(`${location.pathname}${location.search}`);
  }, [auth, signedOut, location.pathname, location.search]);
  if (edit !== undefined && !editing) return <Problem text={strings.unknownRoute} />;
  if (auth.state.status === 'initiating') return <Loading />;
  if (signedOut) return <Navigate to="/login" replace />;
  return <QuizOfMap key={`${documentId}/${editing}`} mapId={documentId} questionId={questionId} editing={editing} />;
}

const QuizOfMap = observer(function QuizOfMap({
  mapId,
  questionId,
  editing,
}: {
  mapId: string;
  questionId: string;
  editing: boolean;
}) {
  const editor = useMapEditor(mapId);
  const { state, map } = editor.document;

  useEffect(() => {
    if (state.status !== 'ready') return;
    editor.enterMode(editing ? OPERATION_MODE.EDIT_QUESTIONS : OPERATION_MODE.ANSWER_QUESTIONS);
  }, [editor, state.status, editing]);

  if (state.status === 'failed') return <Problem text={state.error} />;
  if (state.status === 'loading' || !map) return <Loading />;
  if (editing && !editor.mayEdit) return <Problem text={strings.noEditRights} />;
  return editing ? (
    <QuestionEditView mapId={mapId} editor={editor} questionId={questionId} />
  ) : (
    <AnswerView mapId={mapId} editor={editor} questionId={questionId} />
  );
});

function Loading() {
  return (
    <Flex h="100dvh" align="center" justify="center">
      <Spinner aria-label={strings.loading} />
    </Flex>
  );
}

function Problem({ text }: { text: string }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{text}</Alert.Title>
    </Alert.Root>
  );
}

export default QuizScreen;
