/**
 * The browser's speech recognition (Web Speech API) for recall by speech (spec 3 section 4.6): listens
 * continuously and hands over each final phrase; interim guesses are left out so a phrase is matched once.
 * Chromium and Safari still name the class `webkitSpeechRecognition`; Firefox has none.
 */

/** The part of the browser's recognition object used here (TypeScript's DOM types do not declare it). */
interface Recognition {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onresult: ((event: SpeechRecognitionEvent) => void) | null;
  onerror: ((event: SpeechRecognitionErrorEvent) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
}

type RecognitionClass = new () => Recognition;

/** Why recognition failed, for the screen to tell: the microphone refused, or anything else. */
export type SpeechFailure = 'denied' | 'failed';

/** Errors that mean the user or the browser refused the microphone. */
const DENIED = new Set(['not-allowed', 'service-not-allowed']);
/** Not failures: silence for a while, or our own stop. */
const HARMLESS = new Set(['no-speech', 'aborted']);

function recognitionClass(): RecognitionClass | undefined {
  if (typeof window === 'undefined') return undefined;
  const scope = window as unknown as {
    SpeechRecognition?: RecognitionClass;
    webkitSpeechRecognition?: RecognitionClass;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition;
}

export function speechRecognitionAvailable(): boolean {
  return recognitionClass() !== undefined;
}

export interface RecognitionHandlers {
  /** One final phrase, trimmed and never blank. */
  onPhrase: (phrase: string) => void;
  /** Recognition failed; it ends too (onEnd follows). */
  onError: (failure: SpeechFailure) => void;
  /** Recognition ended (stopped, refused, or ended by the browser). */
  onEnd: () => void;
  /** A BCP 47 language tag; the browser's own when left out. */
  lang?: string;
}

/** Starts listening; answers the function that stops it. Throws where the browser has no recognition. */
/** The recognition calls a recall session makes (a port, so the store's tests can drive it). */
export interface SpeechPort {
  available(): boolean;
  start(handlers: RecognitionHandlers): () => void;
}

export const browserSpeech: SpeechPort = {
  available: speechRecognitionAvailable,
  start: (handlers) => startRecognition(handlers),
};

export function startRecognition({ onPhrase, onError, onEnd, lang }: RecognitionHandlers): () => void {
  const Class = recognitionClass();
  if (!Class) throw new Error('Speech recognition is not available.');
  const recognition = new Class();
  recognition.continuous = true;
  recognition.interimResults = false;
  if (lang) recognition.lang = lang;
  recognition.onresult = (event) => {
    // Only the results from resultIndex on are new to this event.
    for (let index = event.resultIndex; index < event.results.length; index++) {
      const result = event.results[index];
      const phrase = result?.isFinal ? result[0]?.transcript.trim() : undefined;
      if (phrase) onPhrase(phrase);
    }
  };
  recognition.onerror = (event) => {
    if (HARMLESS.has(event.error)) return;
    onError(DENIED.has(event.error) ? 'denied' : 'failed');
  };
  recognition.onend = onEnd;
  recognition.start();
  return () => recognition.stop();
}
