import { Box, Button, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { RECALL_NODE_TYPES, type RecallNodeType } from '../../../../src/model/quiz/constants';
import type { Question } from '../../../../src/model/quiz/types';
import type { MapEditorStore } from '../../../../src/stores/MapEditorStore';
import type { QuestionEditStore } from '../../../../src/stores/quiz/QuestionEditStore';
import { IconAction } from '../../../components/IconAction';
import { questionEditIcons as icons } from './icons';
import { questionEditStrings as strings } from './strings';

/**
 * A recall question's nodes (spec 3 section 3): taken from the nodes selected on the map beside the form,
 * each required (the learner must name it) or optional, and removable one by one.
 */
export const RecallNodes = observer(function RecallNodes({
  store,
  editor,
  question,
}: {
  store: QuestionEditStore;
  editor: MapEditorStore;
  question: Question;
}) {
  const selected = editor.selectedNodes.length;
  const { nodes } = question.recall;
  return (
    <Box as="section" aria-label={strings.recallNodes}>
      <Text as="h3" fontWeight="semibold">
        {strings.recallNodes}
      </Text>
      <Text fontSize="xs" color="fg.muted" mb="1">
        {strings.recallNodesHint}
      </Text>
      <HStack gap="2" mb="2">
        <Button
          size="xs"
          variant="outline"
          disabled={selected === 0}
          onClick={() => store.useSelectedNodes()}
        >
          {strings.useSelected}
        </Button>
        <Text fontSize="xs" color="fg.muted" role="status" data-testid="selected-count">
          {strings.selectedCount(selected)}
        </Text>
      </HStack>
      {nodes.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {strings.noRecallNodes}
        </Text>
      ) : (
        <Stack as="ul" gap="1" listStyleType="none" m="0" p="0" data-testid="recall-nodes">
          {nodes.map((node) => {
            const title = store.nodeTitle(node.nodeId) ?? strings.missingNode(node.nodeId);
            return (
              <HStack as="li" key={node.nodeId} gap="2" data-testid="recall-node">
                <Text fontSize="sm" flex="1" truncate>
                  {title}
                </Text>
                <NativeSelect.Root size="xs" width="auto">
                  <NativeSelect.Field
                    aria-label={strings.recallNodeType(title)}
                    value={node.type}
                    onChange={(event) =>
                      store.setRecallNodeType(node.nodeId, event.currentTarget.value as RecallNodeType)
                    }
                  >
                    {RECALL_NODE_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {strings.recallNodeTypes[type]}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <IconAction
                  size="2xs"
                  danger
                  icon={icons.remove}
                  label={strings.removeRecallNode(title)}
                  onClick={() => store.removeRecallNode(node.nodeId)}
                />
              </HStack>
            );
          })}
        </Stack>
      )}
    </Box>
  );
});
