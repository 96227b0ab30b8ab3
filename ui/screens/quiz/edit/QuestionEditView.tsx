import { Box, Button, Flex, HStack, Icon, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { QUIZ_MESSAGES } from '../../../../src/model/quiz/messages';
import type { MapEditorStore } from '../../../../src/stores/MapEditorStore';
import { QuestionEditStore } from '../../../../src/stores/quiz/QuestionEditStore';
import { MapCanvas } from '../../../map/MapCanvas';
import { TopBarMenus } from '../../../shell/TopBarMenus';
import { BackToMapLink } from '../../map/BackToMapLink';
import { MapHeader } from '../../map/MapHeader';
import { UnsavedChangesGuard } from '../../map/UnsavedChangesGuard';
import { questionEditIcons as icons } from './icons';
import { QuestionForm } from './QuestionForm';
import { QuestionList } from './QuestionList';
import { questionEditStrings as strings } from './strings';

/** A question's route in the editor (spec 3 section 2.1). */
const editRoute = (mapId: string, questionId: string) => `/${mapId}/quiz/${questionId}/edit`;

/**
 * /{id}/quiz/{questionId}/edit (edit questions mode, spec 3 section 4.5): the map's questions listed, the
 * route's question in the form, the map beside it to choose recall nodes from (selecting only), Save
 * putting the questions into the map and saving it. Leaving with unsaved questions asks first (spec 3
 * section 5.5); moving between the questions does not.
 */
export const QuestionEditView = observer(function QuestionEditView({
  mapId,
  editor,
  questionId,
}: {
  mapId: string;
  editor: MapEditorStore;
  questionId: string;
}) {
  const navigate = useNavigate();
  const [store] = useState(() => new QuestionEditStore(editor));
  const show = (id: string) => {
    if (id !== questionId) navigate(editRoute(mapId, id));
  };

  // The store follows the route; `new` or an unknown id become the question the store shows.
  useEffect(() => {
    const shown = store.show(questionId);
    if (shown !== questionId) navigate(editRoute(mapId, shown), { replace: true });
  }, [store, questionId, mapId, navigate]);

  const save = async () => {
    await store.save();
    // A refusal shows the question that cannot be saved.
    const current = store.current;
    if (current) show(current.id);
  };

  const map = editor.document.map;
  const question = store.current;
  const position = question ? store.questions.indexOf(question) + 1 : 0;
  return (
    <Flex direction="column" h="100dvh">
      <UnsavedChangesGuard
        unsaved={() => (store.unsaved ? [QUIZ_MESSAGES.unsavedQuestions] : [])}
        staysOnMap={(path) => path.startsWith(`/${mapId}/quiz/`) && path.endsWith('/edit')}
      />
      <MapHeader
        title={strings.title(map?.name ?? '')}
        modeLabel={strings.modeLabel}
        end={<TopBarMenus mapId={mapId} connectionRequired={false} />}
      >
        <HStack gap="2">
          <Button size="xs" colorPalette="brand" loading={store.saving} onClick={() => void save()}>
            <Icon as={icons.save} aria-hidden />
            {strings.save}
          </Button>
          <Text
            fontSize="xs"
            color={store.error ? 'fg.error' : 'fg.muted'}
            role="status"
            data-testid="questions-state"
          >
            {store.error ?? (store.unsaved ? strings.unsaved : store.justSaved ? strings.saved : '')}
          </Text>
          <BackToMapLink />
        </HStack>
      </MapHeader>
      <Flex flex="1" minH="0">
        <QuestionList store={store} onShow={show} />
        <Box as="main" w="md" flexShrink={0} overflowY="auto" p="4" borderRightWidth="1px">
          {question && <QuestionForm store={store} editor={editor} question={question} position={position} />}
        </Box>
        <Box position="relative" flex="1" minW="0">
          <MapCanvas
            editor={editor}
            ready={Boolean(map)}
            label={strings.canvasLabel(map?.name ?? '')}
            interactive={{ select: true, drag: false, connect: false }}
          />
        </Box>
      </Flex>
    </Flex>
  );
});
