import { Box, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { MapEngine } from '../../engine/MapEngine';
import { strengthLabel } from '../../src/model/truth/messages';
import type { MapDocumentStore } from '../../src/stores/MapDocumentStore';
import { Tooltip } from '../components/Tooltip';
import { editorStrings as strings } from '../screens/map/strings';
import { nodeScreenBox, watchNodeHover } from './nodeHover';

/**
 * A node's truth you can read (spec 2 sections 2 and 3): resting the mouse on a node drawn on the canvas
 * shows its truth, labelled and rounded, and its truth status ('Dissonant: Manual truth is ...') when it
 * has one. Laid over the canvas, which it shares its top-left with; it never takes the pointer.
 */
export const NodeTruthTooltip = observer(function NodeTruthTooltip({
  engine,
  document,
}: {
  engine: MapEngine | null;
  document: MapDocumentStore;
}) {
  const [nodeId, setNodeId] = useState<string | null>(null);
  useEffect(() => (engine ? watchNodeHover(engine, setNodeId) : undefined), [engine]);
  const map = document.map;
  const node = nodeId === null ? undefined : map?.nodes.find((candidate) => candidate.id === nodeId);
  const view = nodeId === null ? undefined : engine?.nodes.get(nodeId);
  if (!engine || !map || !node || !view) return null;
  const box = nodeScreenBox(view, engine.camera);
  const status = document.calculatedTruth.statusOf(map, node.id);
  return (
    <Tooltip
      key={node.id}
      open
      placement="top"
      content={
        <Box data-testid="node-truth-tooltip">
          <Text>{strings.truthValue(strengthLabel(node.truth))}</Text>
          {status && <Text>{status}</Text>}
        </Box>
      }
    >
      <Box
        position="absolute"
        pointerEvents="none"
        left={`${box.x}px`}
        top={`${box.y}px`}
        w={`${box.width}px`}
        h={`${box.height}px`}
      />
    </Tooltip>
  );
});
