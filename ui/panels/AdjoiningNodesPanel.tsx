import { Heading, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { type AdjoiningNode, adjoiningNodes } from '../../src/model/search/adjoiningNodes';
import type { MapEditorStore } from '../../src/stores/MapEditorStore';
import { NodeEntryButton } from './NodeEntryButton';
import { panelStrings as strings } from './strings';

export interface AdjoiningNodesPanelProps {
  editor: MapEditorStore;
  onFocusNode: (nodeId: string) => void;
}

/** The nodes at the other ends of the selected node's connections on the current level. */
export const AdjoiningNodesPanel = observer(function AdjoiningNodesPanel({
  editor,
  onFocusNode,
}: AdjoiningNodesPanelProps) {
  const map = editor.document.map;
  const selected = editor.selectedNodes;
  const node = selected.length === 1 ? selected[0] : undefined;
  if (!map || !node)
    return (
      <Text fontSize="sm" color="fg.muted">
        {strings.selectOne}
      </Text>
    );
  const { incoming, outgoing } = adjoiningNodes(map, node.id, editor.levelId);
  return (
    <Stack gap="3">
      <AdjoiningList title={strings.incoming} entries={incoming} onFocusNode={onFocusNode} />
      <AdjoiningList title={strings.outgoing} entries={outgoing} onFocusNode={onFocusNode} />
    </Stack>
  );
});

interface AdjoiningListProps {
  title: string;
  entries: readonly AdjoiningNode[];
  onFocusNode: (nodeId: string) => void;
}

function AdjoiningList({ title, entries, onFocusNode }: AdjoiningListProps) {
  return (
    <Stack as="section" aria-label={title} gap="1">
      <Heading as="h3" size="xs">
        {title}
      </Heading>
      {entries.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {strings.none}
        </Text>
      ) : (
        <Stack as="ul" gap="0" listStyleType="none">
          {entries.map((entry) => (
            <li key={entry.connectionId}>
              <NodeEntryButton
                title={entry.title}
                detail={strings.connectionType(entry.type)}
                detailAtEnd
                onClick={() => onFocusNode(entry.nodeId)}
              />
            </li>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
