/**
 * Seeking in the app (issue 25, "p95 under 50 ms from the seek to the frame that shows it"): the 5,000-step
 * presentation of bench/model/presentationMap.ts saved with its 10k-node map, replayed in the standalone
 * presentation route in headless Chromium (SwiftShader WebGL, 1280 by 800) against the real server. Each
 * seek sets the replay controls' Position slider as a user's drag does (an input event: the player seeks in
 * its handler) and is timed from that event to the end of the next animation frame, the one in which the
 * engine draws what the seek changed (its ticker's frame callback runs before one asked for after the
 * seek). Between seeks the page is left until the whole scene is drawn and the player's re-sync has run.
 */
import type { Page } from '@playwright/test';
import { stepAtTime } from '../../src/model/presentation/playback';
import { benchPresentation, PRESENTATION_STEPS, presentationBenchMap } from '../model/presentationMap';
import { seededRandom } from '../model/truthMap';
import { printProfile, startProfile } from '../profile';
import { type Metric, percentile, round } from '../types';
import { CREATE_MAP, demoClient, withBenchApp } from './benchApp';
import { signIn } from './editorOpen';

/** BENCH_PRESENTATION_SEEKS=50 seeks fewer times (a debug run). */
const SEEKS = Number(process.env.BENCH_PRESENTATION_SEEKS ?? 100);
/** BENCH_PRESENTATION_PROFILE=1 prints a CPU profile of the random seeks (a debug run). */
const PROFILE = Boolean(process.env.BENCH_PRESENTATION_PROFILE);
/** The slider's own step: it seeks to whole tenths of a second. */
const SLIDER_STEP_MS = 100;

export async function benchPresentationSeekInBrowser(appDir: string): Promise<Metric[]> {
  return withBenchApp(appDir, 'presentation', async ({ baseUrl, browser }) => {
    const client = await demoClient(baseUrl);
    const map = presentationBenchMap();
    const presentation = benchPresentation(map);
    const created = await client.graphql<{ createMap: { id: string } }>(CREATE_MAP, {
      name: 'Presented 10k',
      document: { ...map, presentations: [presentation] },
    });
    const mapId = created.body.data?.createMap.id;
    if (!mapId) throw new Error(`createMap failed: ${JSON.stringify(created.body.errors)}`);
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
    await signIn(page, baseUrl);
    await page.goto(`${baseUrl}/app/${mapId}/presentation/${presentation.id}/standalone`);
    await page.locator('[role="application"][data-scene="drawn"]').waitFor({ timeout: 120_000 });
    const slider = page.getByRole('slider', { name: 'Position' });
    const durationMs = Number(await slider.getAttribute('max'));
    const expected = (target: number) => stepAtTime(presentation.sequence, target);

    // The first seek after opening, to the end: no snapshot taken yet, every step replayed once.
    const [first] = await seekAll(page, [durationMs]);
    if (first?.step !== PRESENTATION_STEPS)
      throw new Error(`presentation seek: at step ${first?.step}, not the end`);
    const random = seededRandom(2025);
    const targets = Array.from(
      { length: SEEKS },
      () => Math.round((random() * durationMs) / SLIDER_STEP_MS) * SLIDER_STEP_MS,
    );
    const cdp = PROFILE ? await page.context().newCDPSession(page) : null;
    if (cdp) await startProfile(cdp);
    const seeks = await seekAll(page, targets);
    if (cdp) await printProfile(cdp, 40, 'presentationSeek');
    seeks.forEach((seek, index) => {
      const target = targets[index] as number;
      if (seek.step !== expected(target))
        throw new Error(`presentation seek to ${target}: at step ${seek.step}, not ${expected(target)}`);
    });
    const toFrame = seeks.map((seek) => seek.toFrame);
    const metric = (name: string, value: number, n: number): Metric => ({
      name: `presentation.seekToFrame.${name}`,
      value: round(value),
      unit: 'ms',
      n,
    });
    return [
      metric('p50', percentile(toFrame, 50), toFrame.length),
      metric('p95', percentile(toFrame, 95), toFrame.length),
      metric('max', Math.max(...toFrame), toFrame.length),
      metric('firstToEnd', first.toFrame, 1),
    ];
  });
}

/** Each seek's time to the end of its next frame, and the step the controls then say. */
function seekAll(page: Page, targets: number[]): Promise<{ toFrame: number; step: number }[]> {
  return page.evaluate(async (targets) => {
    const slider = document.querySelector<HTMLInputElement>('input[aria-label="Position"]');
    const controls = document.querySelector<HTMLElement>('[data-testid="replay-controls"]');
    const scene = document.querySelector<HTMLElement>('[role="application"]');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    if (!slider || !controls || !scene || !setValue) throw new Error('no replay controls');
    const results: { toFrame: number; step: number }[] = [];
    // No named functions in here: the bench's compiler would wrap them in a helper the page lacks.
    for (const target of targets) {
      const began = performance.now();
      setValue.call(slider, String(target));
      slider.dispatchEvent(new Event('input', { bubbles: true }));
      // The end of the next frame: after its frame callbacks, the engine's drawing among them.
      const shown = await new Promise<number>((resolve) =>
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)),
      );
      // The rest of a whole new scene drawn, the re-sync 200 ms after the seek run.
      await new Promise((resolve) => setTimeout(resolve, 250));
      for (let tries = 0; scene.dataset.scene !== 'drawn' && tries < 600; tries++)
        await new Promise((resolve) => requestAnimationFrame(resolve));
      results.push({ toFrame: shown - began, step: Number(controls.dataset.step) });
    }
    return results;
  }, targets);
}
