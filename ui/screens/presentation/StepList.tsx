import { Box, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { MapDocumentStore } from '../../../src/stores/MapDocumentStore';
import type { PresentationPlayer } from '../../../src/stores/presentation/PresentationPlayer';
import { describeStep } from './stepDescriptions';
import { presentationStrings as strings } from './strings';

/** A Navigator's list of the presentation's steps beside the map, the one the presenter is on marked. */
export const StepList = observer(function StepList({
  player,
  document,
}: {
  player: PresentationPlayer;
  document: MapDocumentStore;
}) {
  const { sequence } = player;
  const titleOf = (id: string) => document.map?.nodes.get(id)?.title ?? id;
  return (
    <Box
      as="nav"
      aria-label={strings.steps}
      position="absolute"
      top="2"
      left="2"
      zIndex="2"
      bg="bg.panel"
      shadow="md"
      p="2"
      maxH="calc(100% - 1rem)"
      overflowY="auto"
      data-testid="step-list"
    >
      <Text fontWeight="semibold" fontSize="sm" mb="1">
        {strings.steps}
      </Text>
      <ol style={{ paddingLeft: '1.5rem' }}>
        {sequence.map((entry, index) => {
          const current = index + 1 === player.step;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a step is its place in the sequence
            <li key={index} aria-current={current ? 'step' : undefined}>
              <Text fontSize="sm" fontWeight={current ? 'bold' : 'normal'}>
                {describeStep(entry.action, titleOf)}
              </Text>
            </li>
          );
        })}
      </ol>
    </Box>
  );
});
