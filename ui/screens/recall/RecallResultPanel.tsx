import { Box, Button, List, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { RecallNode, RecallResult } from '../../../src/model/recall/types';
import type { RecallStore } from '../../../src/stores/recall/RecallStore';
import { formatCellDate } from '../maps/format';
import { clockTime } from '../presentation/ReplayControls';
import { RecallStats } from './RecallStats';
import { recallStrings as strings } from './strings';

function NodeList({
  label,
  nodes,
  empty,
  testId,
}: {
  label: string;
  nodes: readonly RecallNode[];
  empty: string;
  testId: string;
}) {
  const id = useId();
  return (
    <Box>
      <Text fontSize="sm" fontWeight="medium" id={id}>
        {label}
      </Text>
      {nodes.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {empty}
        </Text>
      ) : (
        <List.Root aria-labelledby={id} ps="5" data-testid={testId}>
          {nodes.map((node) => (
            <List.Item key={node.id}>{node.title}</List.Item>
          ))}
        </List.Root>
      )}
    </Box>
  );
}

/**
 * A finished session's result as the server stored it: how many of the scope's nodes were recalled and
 * in what time, which were recalled and which missed (marked on the map beside), and Try again.
 */
export const RecallResultPanel = observer(function RecallResultPanel({
  store,
  result,
}: {
  store: RecallStore;
  result: RecallResult;
}) {
  const { matches, available } = result.summary;
  return (
    <Stack gap="4" data-testid="recall-result">
      <Text fontWeight="semibold" role="status">
        {strings.resultSummary(matches, available)}
      </Text>
      <RecallStats matched={matches} available={available} time={clockTime(result.durationMs)} />
      <Text fontSize="sm" color="fg.muted">
        {strings.resultDate(formatCellDate(result.createdAt))}
      </Text>
      <NodeList
        label={strings.recalledLabel}
        nodes={result.details.recalledNodes}
        empty={strings.noneRecalled}
        testId="recall-recalled"
      />
      <NodeList
        label={strings.missedLabel}
        nodes={result.details.missedNodes}
        empty={strings.noneMissed}
        testId="recall-missed"
      />
      <Button alignSelf="start" onClick={() => store.reset()}>
        {strings.tryAgain}
      </Button>
    </Stack>
  );
});
