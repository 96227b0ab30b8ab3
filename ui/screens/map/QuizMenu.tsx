import { Menu } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { studyPaths } from '../../../src/model/courses/studyPaths';
import type { MapEditorStore } from '../../../src/stores/MapEditorStore';
import { NEW_QUESTION_ROUTE_ID } from '../../../src/stores/quiz/QuestionEditStore';
import { IconMenuItem } from '../../components/IconMenuItem';
import { TopBarMenu } from '../../components/TopBarMenu';
import { mapIcons } from './icons';
import { quizMenuStrings as strings } from './strings';
import { TOOL } from './toolStyle';

/**
 * The map's questions (issue 26, spec 3 section 2.1): answered from the first one (none to answer
 * without questions), and, for a user with edit rights, edited from the first one, or a new one where
 * the map has none.
 */
export const QuizMenu = observer(function QuizMenu({
  editor,
  mapId,
}: {
  editor: MapEditorStore;
  mapId: string;
}) {
  const navigate = useNavigate();
  const questions = editor.document.map?.questions ?? [];
  const firstId = questions[0]?.id;
  return (
    <TopBarMenu
      icon={mapIcons.quiz}
      ariaLabel={strings.menu}
      tooltip={strings.menu}
      buttonProps={TOOL}
      onSelect={(value) => {
        if (value === 'answer' && firstId) navigate(studyPaths({ mapId, courseId: null }).quiz(firstId));
        if (value === 'edit') navigate(`/${mapId}/quiz/${firstId ?? NEW_QUESTION_ROUTE_ID}/edit`);
        if (value === 'answers') navigate(`/${mapId}/answers`);
      }}
    >
      <Menu.ItemGroup>
        <Menu.ItemGroupLabel>{strings.count(questions.length)}</Menu.ItemGroupLabel>
        <IconMenuItem value="answer" icon={mapIcons.answerQuestions} disabled={!firstId}>
          {strings.answer}
        </IconMenuItem>
        {editor.mayEdit && (
          <IconMenuItem value="edit" icon={mapIcons.editQuestions}>
            {strings.edit}
          </IconMenuItem>
        )}
        {editor.mayEdit && (
          <IconMenuItem value="answers" icon={mapIcons.learnersAnswers}>
            {strings.answers}
          </IconMenuItem>
        )}
      </Menu.ItemGroup>
    </TopBarMenu>
  );
});
