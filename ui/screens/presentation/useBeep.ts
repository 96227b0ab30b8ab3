import { reaction } from 'mobx';
import { useEffect } from 'react';
import { REPLAY_STATUS } from '../../../src/model/presentation/constants';
import { beepDue, beepEnvelope, nextTrigger } from '../../../src/model/presentation/playback';
import type { PresentationPlayer } from '../../../src/stores/presentation/PresentationPlayer';

const BEEP_SECONDS = 0.15;
const BEEP_HZ = 880;
const BEEP_GAIN = 0.2;

/**
 * While the recording plays, a beep sounds as each recorded step comes within a second (spec 3
 * section 4.2), so the author speaks to it in time; once per step. A sine, faded in and out.
 */
export function useBeep(player: PresentationPlayer | null, enabled: boolean): void {
  useEffect(() => {
    if (!player || !enabled) return;
    let context: AudioContext | null = null;
    let beeped: number | undefined;
    const stop = reaction(
      () => (player.status === REPLAY_STATUS.PLAYING ? player.timeMs : null),
      (timeMs) => {
        if (timeMs === null) return;
        const trigger = nextTrigger(player.sequence, timeMs);
        if (trigger === undefined || trigger === beeped || !beepDue(timeMs, trigger)) return;
        beeped = trigger;
        context ??= new AudioContext();
        beep(context);
      },
    );
    return () => {
      stop();
      void context?.close();
    };
  }, [player, enabled]);
}

function beep(context: AudioContext): void {
  const start = context.currentTime;
  const { fadeInEnd, fadeOutStart, end } = beepEnvelope(BEEP_SECONDS);
  const oscillator = new OscillatorNode(context, { type: 'sine', frequency: BEEP_HZ });
  const gain = new GainNode(context, { gain: 0 });
  gain.gain.setValueAtTime(0, start);
  gain.gain.linearRampToValueAtTime(BEEP_GAIN, start + fadeInEnd);
  gain.gain.setValueAtTime(BEEP_GAIN, start + fadeOutStart);
  gain.gain.linearRampToValueAtTime(0, start + end);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(start);
  oscillator.stop(start + end);
}
