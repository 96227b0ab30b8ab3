import { Box, Flex, Spinner, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { recallItemsOf } from '../../../src/model/courses/outline';
import type { MapDocument } from '../../../src/model/map/types';
import type { RecallScope } from '../../../src/model/recall/types';
import type { MapEditorStore } from '../../../src/stores/MapEditorStore';
import { StudyMapCanvas } from '../../map/StudyMapCanvas';
import { StudyHeader } from '../map/StudyHeader';
import { QuizProblem } from '../quiz/QuizStatus';
import { RecallHistoryChart } from './RecallHistoryChart';
import { RecallPanel } from './RecallPanel';
import { RecallResultPanel } from './RecallResultPanel';
import { recallStrings as strings } from './strings';
import { useRecallMap, useRecallStore } from './useRecallStore';

/** The session's heading: the whole map, the level by its name, or the recall item by its name. */
function titleOf(map: MapDocument, scope: RecallScope): string {
  switch (scope.kind) {
    case 'map':
      return strings.title.map;
    case 'level':
      return strings.title.level(map.levels.find((level) => level.id === scope.levelId)?.description ?? '');
    case 'item':
      return strings.title.item(recallItemsOf(map).find((item) => item.id === scope.itemId)?.name ?? '');
  }
}

export interface RecallViewProps {
  mapId: string;
  editor: MapEditorStore;
  scope: RecallScope;
}

/**
 * A recall session (spec 3 section 4.6): the entry box, the count and the time beside the map, whose
 * nodes stay ghosts until named; at the end the result, the missed nodes marked on the map, and the
 * learner's results over time.
 */
export const RecallView = observer(function RecallView({ mapId, editor, scope }: RecallViewProps) {
  const store = useRecallStore(mapId, scope, editor);
  useRecallMap(editor, store);
  const map = editor.document.map;
  const { setup } = store;
  return (
    <Flex direction="column" h="100dvh">
      <StudyHeader mapId={mapId} mapName={map?.name ?? ''} activity={strings.modeLabel}>
        {map && (
          <Text fontWeight="medium" whiteSpace="nowrap" data-testid="recall-scope">
            {titleOf(map, scope)}
          </Text>
        )}
      </StudyHeader>
      <Flex flex="1" minH="0" direction={{ base: 'column', md: 'row' }}>
        <Box
          as="main"
          overflowY="auto"
          p="4"
          flexShrink={0}
          w={{ base: 'full', md: '26rem' }}
          maxH={{ base: '50%', md: 'none' }}
          borderRightWidth={{ base: 0, md: '1px' }}
        >
          {setup.status === 'loading' && <Spinner aria-label={strings.loading} />}
          {setup.status === 'failed' && <QuizProblem text={setup.error} />}
          {setup.status === 'ready' &&
            (store.state.result ? (
              <RecallResultPanel store={store} result={store.state.result} />
            ) : (
              <RecallPanel store={store} />
            ))}
          {setup.status === 'ready' && <RecallHistoryChart results={store.scopeHistory} />}
        </Box>
        <StudyMapCanvas
          editor={editor}
          label={strings.canvasLabel(map?.name ?? '')}
          testId="recall-map"
          hiddenCount={store.hiddenNodeIds.length}
        />
      </Flex>
    </Flex>
  );
});
