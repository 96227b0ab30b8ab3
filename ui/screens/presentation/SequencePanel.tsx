import { Box, Button, Checkbox, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { ArrowDownIcon, ArrowUpIcon, Trash2Icon } from 'lucide-react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { RECORDING } from '../../../src/model/presentation/constants';
import { isEditableStep, timeOf } from '../../../src/model/presentation/recording';
import type { MapDocumentStore } from '../../../src/stores/MapDocumentStore';
import type { PresentationPlayer } from '../../../src/stores/presentation/PresentationPlayer';
import type { PresentationRecorder } from '../../../src/stores/presentation/PresentationRecorder';
import { clockTime } from './ReplayControls';
import { recordingStrings as strings } from './recordingStrings';
import { describeStep } from './stepDescriptions';

/** Seconds with one decimal, for the step list. */
function stepTime(ms: number): string {
  return `${clockTime(ms)}.${Math.floor((ms % 1000) / 100)}`;
}

/**
 * The sequence editor (spec 3 section 4.3): the steps against the media's time, the one the map shows
 * now marked; each can be gone to, moved, retimed (alone or with the steps after it), made to move on
 * by itself, or deleted, except the opening hide-all and the closing show-all.
 */
export const SequencePanel = observer(function SequencePanel({
  recorder,
  player,
  document,
}: {
  recorder: PresentationRecorder;
  player: PresentationPlayer;
  document: MapDocumentStore;
}) {
  const [seconds, setSeconds] = useState('1');
  const [following, setFollowing] = useState(false);
  const { sequence } = recorder.draft;
  const titleOf = (id: string) => document.map?.nodes.get(id)?.title ?? id;
  const shift = Number(seconds);
  return (
    <Box
      as="section"
      aria-label={strings.sequence}
      minW={`${RECORDING.panelMinWidthPx}px`}
      w={`${RECORDING.panelMinWidthPx}px`}
      borderRightWidth="1px"
      overflowY="auto"
      p="3"
      data-testid="sequence-panel"
    >
      <HStack mb="2" gap="2">
        <Text fontWeight="semibold">{strings.sequence}</Text>
        <Input
          size="xs"
          width="16"
          type="number"
          step="0.5"
          aria-label={strings.retimeBy}
          value={seconds}
          onChange={(event) => setSeconds(event.currentTarget.value)}
        />
        <Checkbox.Root
          size="sm"
          checked={following}
          onCheckedChange={(change) => setFollowing(change.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{strings.withFollowing}</Checkbox.Label>
        </Checkbox.Root>
      </HStack>
      <Stack as="ol" gap="1" listStyleType="none" m="0" p="0">
        {sequence.map((entry, index) => {
          const editable = isEditableStep(sequence, index);
          const current = player.step === index + 1;
          const description = describeStep(entry.action, titleOf);
          return (
            <Box
              as="li"
              // Steps have no id of their own; their place is what the controls act on.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is re-rendered whole on every edit
              key={index}
              p="1"
              borderRadius="sm"
              bg={current ? 'bg.emphasized' : undefined}
              aria-current={current ? 'step' : undefined}
              data-testid="sequence-step"
            >
              <HStack gap="1">
                <Button
                  size="2xs"
                  variant="ghost"
                  fontVariantNumeric="tabular-nums"
                  aria-label={`${strings.goToStep(index + 1)}: ${description}`}
                  onClick={() => player.moveToStep(index + 1)}
                >
                  {stepTime(timeOf(entry))}
                </Button>
                <Text fontSize="sm" flex="1" truncate title={description}>
                  {description}
                </Text>
              </HStack>
              {editable && (
                <HStack gap="0" ps="2">
                  <Checkbox.Root
                    size="xs"
                    checked={entry.transitionAutomatically === true}
                    onCheckedChange={() => recorder.toggleTransition(index)}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label fontSize="xs">{strings.automatic}</Checkbox.Label>
                  </Checkbox.Root>
                  <Button
                    size="2xs"
                    variant="ghost"
                    ms="auto"
                    disabled={!Number.isFinite(shift) || shift === 0}
                    onClick={() => recorder.retimeStep(index, shift, following)}
                  >
                    {strings.retime}
                  </Button>
                  <IconButton
                    size="2xs"
                    variant="ghost"
                    aria-label={strings.moveUp}
                    onClick={() => recorder.moveStep(index, -1)}
                  >
                    <ArrowUpIcon />
                  </IconButton>
                  <IconButton
                    size="2xs"
                    variant="ghost"
                    aria-label={strings.moveDown}
                    onClick={() => recorder.moveStep(index, 1)}
                  >
                    <ArrowDownIcon />
                  </IconButton>
                  <IconButton
                    size="2xs"
                    variant="ghost"
                    aria-label={strings.delete}
                    onClick={() => recorder.deleteStep(index)}
                  >
                    <Trash2Icon />
                  </IconButton>
                </HStack>
              )}
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
});
