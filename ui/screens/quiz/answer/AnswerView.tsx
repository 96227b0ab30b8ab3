import { Box, Flex } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { QUIZ_ITEM_PARAM } from '../../../../src/model/courses/studyPaths';
import { showsMap } from '../../../../src/model/quiz/answering';
import type { MapEditorStore } from '../../../../src/stores/MapEditorStore';
import { StudyMapCanvas } from '../../../map/StudyMapCanvas';
import { useHiddenNodes } from '../../../map/useHiddenNodes';
import { useCourseFollowsAnswers } from '../../courses/player/useCourseFollowsAnswers';
import { StudyHeader } from '../../map/StudyHeader';
import { UnsavedChangesGuard } from '../../map/UnsavedChangesGuard';
import { useStudyPlace } from '../../study/StudyPlace';
import { AnswerPanel } from './AnswerPanel';
import { QuestionList } from './QuestionList';
import { answerStrings as strings } from './strings';
import { useQuizStore, useRouteFollowsQuestion } from './useQuizStore';

export interface AnswerViewProps {
  mapId: string;
  editor: MapEditorStore;
  questionId: string;
}

/**
 * /{id}/quiz/{questionId} and /course/{courseId}/quiz/{questionId}?item={quizItemId} (spec 3 sections 2.1
 * and 4.4): a signed-in learner answers the map's questions, or the course quiz item's,
 * one at a time, the map beside a recall question (its nodes ghosts until named) or one that asks for it.
 * Leaving with answers typed but not submitted asks first ('Some answers have not been submitted.').
 */
export const AnswerView = observer(function AnswerView({ mapId, editor, questionId }: AnswerViewProps) {
  const { document } = editor;
  const { paths, courseId } = useStudyPlace();
  // A course's quiz item rides along its quiz route; a map's quiz has none.
  const [search] = useSearchParams();
  const quizItemId = courseId === null ? null : search.get(QUIZ_ITEM_PARAM);
  const store = useQuizStore(mapId, editor, questionId, quizItemId);
  useCourseFollowsAnswers(store);
  const pathOf = useCallback((id: string) => paths.quiz(id, quizItemId), [paths, quizItemId]);
  useRouteFollowsQuestion(store, pathOf, questionId);
  useHiddenNodes(document, store);
  const nodeTitle = useCallback((nodeId: string) => document.map?.nodes.get(nodeId)?.title, [document]);

  const map = document.map;
  const question = store.current;
  const mapShown = question !== null && showsMap(question);
  return (
    <Flex direction="column" h="100dvh">
      <UnsavedChangesGuard
        unsaved={() => store.unsubmitted()}
        // Another question of the same quiz keeps the drafts: nothing is lost.
        staysOnMap={(path) => path.startsWith(paths.quizPrefix) && !path.endsWith('/edit')}
      />
      <StudyHeader mapId={mapId} mapName={map?.name ?? ''} activity={strings.modeLabel}>
        <QuestionList store={store} />
      </StudyHeader>
      <Flex flex="1" minH="0" direction={{ base: 'column', md: 'row' }}>
        <Box
          as="main"
          overflowY="auto"
          p="4"
          flexShrink={0}
          w={mapShown ? { base: 'full', md: '26rem' } : 'full'}
          maxH={mapShown ? { base: '50%', md: 'none' } : undefined}
          borderRightWidth={mapShown ? { base: 0, md: '1px' } : 0}
        >
          <Box maxW="3xl" mx="auto">
            <AnswerPanel store={store} nodeTitle={nodeTitle} />
          </Box>
        </Box>
        {mapShown && (
          <StudyMapCanvas editor={editor} label={strings.canvasLabel(map?.name ?? '')} testId="quiz-map" />
        )}
      </Flex>
    </Flex>
  );
});
