import { HStack, IconButton, NativeSelect, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { PLAYBACK, REPLAY_STATUS } from '../../../src/model/presentation/constants';
import type { PresentationPlayer } from '../../../src/stores/presentation/PresentationPlayer';
import {
  ForwardIcon,
  NextStepIcon,
  PauseIcon,
  PlayIcon,
  PreviousStepIcon,
  RewindIcon,
  SoundOffIcon,
  SoundOnIcon,
  ToEndIcon,
  ToStartIcon,
} from './icons';
import { presentationStrings as strings } from './strings';

/** m:ss of a time in milliseconds. */
export function clockTime(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

function Control({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <IconButton size="sm" variant="ghost" aria-label={label} title={label} onClick={onClick}>
      {children}
    </IconButton>
  );
}

/**
 * The replay's controls (spec 3 section 4.2): play and pause, to the start and end, back and forward
 * 10 s, previous and next step, the position, speed and sound; the step and status are announced.
 */
export const ReplayControls = observer(function ReplayControls({ player }: { player: PresentationPlayer }) {
  const playing = player.status === REPLAY_STATUS.PLAYING;
  const duration = player.durationMs;
  return (
    <HStack
      role="toolbar"
      aria-label={strings.controls}
      gap="1"
      wrap="nowrap"
      data-testid="replay-controls"
      data-status={player.status}
      data-step={player.step}
    >
      <Control label={strings.toStart} onClick={() => player.moveToStart()}>
        <ToStartIcon />
      </Control>
      <Control label={strings.rewind} onClick={() => player.rewind()}>
        <RewindIcon />
      </Control>
      <Control label={strings.previousStep} onClick={() => player.previousStep()}>
        <PreviousStepIcon />
      </Control>
      <Control
        label={playing ? strings.pause : strings.play}
        onClick={() => (playing ? player.pause() : player.play())}
      >
        {playing ? <PauseIcon /> : <PlayIcon />}
      </Control>
      <Control label={strings.nextStep} onClick={() => player.nextStep()}>
        <NextStepIcon />
      </Control>
      <Control label={strings.forward} onClick={() => player.forward()}>
        <ForwardIcon />
      </Control>
      <Control label={strings.toEnd} onClick={() => player.moveToEnd()}>
        <ToEndIcon />
      </Control>
      <Text fontSize="sm" fontVariantNumeric="tabular-nums" whiteSpace="nowrap" data-testid="replay-time">
        {clockTime(player.timeMs)} / {clockTime(duration)}
      </Text>
      <input
        // A native range: keyboard and screen readers know it as a slider without more work.
        type="range"
        min={0}
        max={Math.max(1, Math.round(duration))}
        step={100}
        value={Math.round(player.timeMs)}
        aria-label={strings.seek}
        aria-valuetext={clockTime(player.timeMs)}
        style={{ width: '10rem' }}
        onChange={(event) => player.seek(Number(event.currentTarget.value))}
      />
      <NativeSelect.Root size="xs" width="auto">
        <NativeSelect.Field
          aria-label={strings.speed}
          value={String(player.speed)}
          onChange={(event) => player.setSpeed(Number(event.currentTarget.value))}
        >
          {PLAYBACK.speeds.map((speed) => (
            <option key={speed} value={speed}>
              {speed}×
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Control
        label={player.muted ? strings.unmute : strings.mute}
        onClick={() => player.setMuted(!player.muted)}
      >
        {player.muted ? <SoundOffIcon /> : <SoundOnIcon />}
      </Control>
      <Text fontSize="sm" whiteSpace="nowrap" role="status" data-testid="replay-step">
        {strings.step(player.step, player.length)} ·{' '}
        {player.buffering ? strings.buffering : strings.status[player.status]}
      </Text>
    </HStack>
  );
});
