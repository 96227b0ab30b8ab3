/**
 * Recall by speech (issue 27; spec 3 section 4.6): only the browser's Web Speech API is replaced, by a
 * stand-in installed before the app loads that hands over final phrases once started (the app's adapter,
 * store and screen are the real ones). Each phrase is matched as a typed entry submitted; the box shows
 * 'Listening…' meanwhile. Without the API the button is absent and a note says typing works; a refused
 * microphone is told plainly.
 */
import type { Page } from '@playwright/test';
import { photosynthesisMap } from '../../server/demo/photosynthesisMap';
import { MAP_LOAD_MS } from './canvas';
import { expect, test } from './fixtures';
import { createMap } from './mapApi';
import { signUpAndRegister, uniqueEmail } from './users';

/** What the stand-in does once started: say these phrases, or fail with this error. */
type StandIn = { phrases: string[] } | { error: string } | { absent: true };

/** Installs the stand-in as both of the browser's names for the API (or removes both). */
async function installSpeech(page: Page, standIn: StandIn) {
  await page.addInitScript((standIn) => {
    const scope = window as unknown as Record<string, unknown>;
    if ('absent' in standIn) {
      delete scope.SpeechRecognition;
      delete scope.webkitSpeechRecognition;
      return;
    }
    class StandInRecognition {
      continuous = false;
      interimResults = true;
      lang = '';
      onresult: ((event: unknown) => void) | null = null;
      onerror: ((event: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      private ended = false;
      start() {
        queueMicrotask(() => {
          if ('error' in standIn) {
            this.onerror?.({ error: standIn.error });
            this.end();
            return;
          }
          if (!('phrases' in standIn)) return;
          // One final result per phrase, as a continuous recognition delivers them.
          const results: unknown[] = [];
          for (const phrase of standIn.phrases) {
            results.push(Object.assign([{ transcript: ` ${phrase}`, confidence: 0.9 }], { isFinal: true }));
            this.onresult?.({ resultIndex: results.length - 1, results: [...results] });
          }
        });
      }
      stop() {
        queueMicrotask(() => this.end());
      }
      private end() {
        if (this.ended) return;
        this.ended = true;
        this.onend?.();
      }
    }
    scope.SpeechRecognition = StandInRecognition;
    scope.webkitSpeechRecognition = StandInRecognition;
  }, standIn);
}

/** A new learner on the demo map's recall screen, the stand-in (or none) in place. */
async function recallWith(page: Page, request: Parameters<typeof signUpAndRegister>[1], standIn: StandIn) {
  await installSpeech(page, standIn);
  await signUpAndRegister(page, request, uniqueEmail('recall-speech'), 'recall password');
  const { id: mapId } = await createMap(page, photosynthesisMap('demo'));
  await page.goto(`/app/${mapId}/recall`);
  await expect(page.getByTestId('recall-matched')).toHaveText('0 of 12', { timeout: MAP_LOAD_MS });
}

test('spoken phrases are matched as typed names', async ({ page, request }) => {
  await recallWith(page, request, { phrases: ['Sunlight', 'carbon dioxide', 'banana'] });
  await expect(page.getByTestId('recall-no-speech')).toHaveCount(0);
  await page.getByRole('button', { name: 'Start listening' }).click();
  await expect(page.getByTestId('recall-matched')).toHaveText('2 of 12');
  await expect(page.getByTestId('recall-named').getByRole('listitem')).toHaveText([
    'Sunlight',
    'Carbon dioxide (CO2)',
  ]);
  await expect(page.getByTestId('recall-miss')).toHaveText("No node matches 'banana'.");
  await expect(page.getByLabel('Name a node')).toHaveAttribute('placeholder', 'Listening…');
  await page.getByRole('button', { name: 'Stop listening' }).click();
  await expect(page.getByRole('button', { name: 'Start listening' })).toBeVisible();
  await expect(page.getByLabel('Name a node')).not.toHaveAttribute('placeholder', 'Listening…');
});

test('without speech recognition the button is absent and typing is offered', async ({ page, request }) => {
  await recallWith(page, request, { absent: true });
  await expect(page.getByTestId('recall-no-speech')).toHaveText(
    'Speech recognition is not available in this browser; type the names instead.',
  );
  await expect(page.getByRole('button', { name: 'Start listening' })).toHaveCount(0);
  await page.getByLabel('Name a node').pressSequentially('Sunlight');
  await expect(page.getByTestId('recall-matched')).toHaveText('1 of 12');
});

test('a refused microphone is told plainly, and typing still works', async ({ page, request }) => {
  await recallWith(page, request, { error: 'not-allowed' });
  await page.getByRole('button', { name: 'Start listening' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The microphone was not allowed, so nothing can be heard. Typing the names still works; allow the microphone in the browser to speak them.',
  );
  await expect(page.getByRole('button', { name: 'Start listening' })).toBeVisible();
  await page.getByLabel('Name a node').pressSequentially('Sunlight');
  await expect(page.getByTestId('recall-matched')).toHaveText('1 of 12');
});
