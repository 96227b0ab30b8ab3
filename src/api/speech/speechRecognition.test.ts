import { afterEach, describe, expect, it, vi } from 'vitest';
import { speechRecognitionAvailable, startRecognition } from './speechRecognition';

/** The browser's recognition object, as a stand-in the test drives. */
class StandIn {
  static last: StandIn | null = null;
  continuous = false;
  interimResults = true;
  lang = '';
  onresult: ((event: unknown) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  started = false;
  stopped = false;
  constructor() {
    StandIn.last = this;
  }
  start() {
    this.started = true;
  }
  stop() {
    this.stopped = true;
  }
}

const result = (transcript: string, isFinal: boolean) => Object.assign([{ transcript }], { isFinal });

function handlers() {
  return { onPhrase: vi.fn(), onError: vi.fn(), onEnd: vi.fn() };
}

afterEach(() => {
  vi.unstubAllGlobals();
  StandIn.last = null;
});

describe('speech recognition', () => {
  it('is unavailable without either of the browser’s names for it', () => {
    vi.stubGlobal('window', {});
    expect(speechRecognitionAvailable()).toBe(false);
    expect(() => startRecognition(handlers())).toThrow();
  });

  it('listens continuously and hands over final phrases only, trimmed, from the new results on', () => {
    vi.stubGlobal('window', { webkitSpeechRecognition: StandIn });
    expect(speechRecognitionAvailable()).toBe(true);
    const on = handlers();
    const stop = startRecognition({ ...on, lang: 'en-GB' });
    const recognition = StandIn.last;
    expect(recognition).toMatchObject({
      started: true,
      continuous: true,
      interimResults: false,
      lang: 'en-GB',
    });
    const first = result(' Sunlight ', true);
    recognition?.onresult?.({ resultIndex: 0, results: [first, result('wat', false)] });
    recognition?.onresult?.({ resultIndex: 1, results: [first, result('water', true), result('  ', true)] });
    expect(on.onPhrase.mock.calls).toEqual([['Sunlight'], ['water']]);
    stop();
    expect(recognition?.stopped).toBe(true);
  });

  it('tells a refused microphone from other failures, and ignores silence', () => {
    vi.stubGlobal('window', { SpeechRecognition: StandIn });
    const on = handlers();
    startRecognition(on);
    const recognition = StandIn.last;
    recognition?.onerror?.({ error: 'no-speech' });
    recognition?.onerror?.({ error: 'not-allowed' });
    recognition?.onerror?.({ error: 'service-not-allowed' });
    recognition?.onerror?.({ error: 'network' });
    recognition?.onend?.();
    expect(on.onError.mock.calls).toEqual([['denied'], ['denied'], ['failed']]);
    expect(on.onEnd).toHaveBeenCalledOnce();
  });
});
