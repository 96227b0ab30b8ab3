/**
 * Recording a presentation (spec 3 section 4.3) as a new author would: upload a video, reveal nodes at
 * the video's time (before and while it plays), retime a step, save, reload, and replay what was recorded.
 */
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { cameraOf, MAP_LOAD_MS, onPage } from './canvas';
import { expect, test } from './fixtures';
import { createMap } from './mapApi';
import { DEMO_USER, dashboardLoaded, logIn } from './users';

const VIDEO = path.resolve('tests/fixtures/media/countdown.webm');
const at = (x: number) => [{ levelId: 1, position: { x, y: 0 } }];
const recordedMap = {
  name: 'Recorded map',
  nodes: [
    { id: 'n1', title: 'First claim', levels: at(0) },
    { id: 'n2', title: 'Second claim', levels: at(250) },
    { id: 'n3', title: 'Third claim', levels: at(500) },
  ],
  connections: [],
};

/** Clicks the node drawn at map point `world` (its top-left corner), a little inside it. */
async function clickNode(page: Page, canvas: Locator, world: { x: number; y: number }) {
  const point = await onPage(canvas, await cameraOf(canvas), { x: world.x + 20, y: world.y + 20 });
  await page.mouse.click(point.x, point.y);
}

/** The step list as `time description` lines. */
async function steps(page: Page): Promise<string[]> {
  const rows = page.getByTestId('sequence-step');
  return (await rows.evaluateAll((items) =>
    items.map((item) => {
      const button = item.querySelector('button');
      const text = item.querySelector('p');
      return `${button?.textContent ?? ''} ${text?.textContent ?? ''}`;
    }),
  )) as string[];
}

test('an author records a presentation over an uploaded video, retimes a step, saves and replays it', async ({
  page,
}) => {
  await logIn(page, DEMO_USER.email, DEMO_USER.password);
  await dashboardLoaded(page);
  const { id: mapId } = await createMap(page, recordedMap);

  await page.goto(`/app/${mapId}/presentation/new/edit`);
  await expect(page.getByTestId('operation-mode')).toHaveText('Record presentation', {
    timeout: MAP_LOAD_MS,
  });
  // Until the media says its length, the closing show-all waits at its placeholder time (1e8 ms).
  await expect.poll(() => steps(page)).toEqual(['0:00.0 Hide all nodes', '1666:40.0 Show all nodes']);

  // The video: uploaded, its length read, the closing show-all moved about a second before its end.
  await page.getByLabel('Upload video or audio').setInputFiles(VIDEO);
  await expect(page.getByTestId('recording-media')).toContainText(/\/a\/media\/\S+ \(\d\.\d s\)/, {
    timeout: 20_000,
  });
  const seconds = Number(
    /\((\d+\.\d) s\)/.exec((await page.getByTestId('recording-media').textContent()) ?? '')?.[1],
  );
  const closing = `0:0${Math.floor(seconds - 1)}`;
  await expect
    .poll(async () => (await steps(page)).at(-1))
    .toMatch(new RegExp(`^${closing}\\.\\d Show all nodes$`));

  const canvas = page.getByRole('application');
  const controls = page.getByRole('toolbar', { name: 'Replay controls' });
  const record = page.getByRole('toolbar', { name: 'Record a step' });
  // At 1 s: the first claim revealed.
  await controls.getByRole('slider', { name: 'Position' }).fill('1000');
  await expect(page.getByTestId('replay-time')).toHaveText(/^0:01 \//);
  await clickNode(page, canvas, { x: 0, y: 0 });
  await record.getByRole('button', { name: 'Show selected' }).click();
  await expect.poll(() => steps(page)).toContain('0:01.0 Show First claim');

  // While the video plays: the second claim revealed at whatever time it has reached.
  await clickNode(page, canvas, { x: 250, y: 0 });
  await controls.getByRole('button', { name: 'Play' }).click();
  await expect(controls).toHaveAttribute('data-status', 'PLAYING');
  await expect(page.getByTestId('replay-time')).toHaveText(/^0:0[2-3] \//);
  await record.getByRole('button', { name: 'Show selected' }).click();
  await controls.getByRole('button', { name: 'Pause' }).click();
  await expect(controls).toHaveAttribute('data-status', /PAUSED|STOPPED/);
  await expect
    .poll(() => steps(page))
    .toContainEqual(expect.stringMatching(/^0:0[2-4]\.\d Show Second claim$/));
  await expect(page.getByTestId('recording-state')).toHaveText('Unsaved changes');

  // The first claim's step half a second later.
  await page.getByRole('spinbutton', { name: 'Seconds' }).fill('0.5');
  const firstStep = page.getByTestId('sequence-step').filter({ hasText: 'Show First claim' });
  await firstStep.getByRole('button', { name: 'Retime' }).click();
  await expect.poll(() => steps(page)).toContain('0:01.5 Show First claim');

  await page.getByRole('textbox', { name: 'Presentation name' }).fill('Claims walk-through');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('recording-state')).toHaveText('Saved', { timeout: MAP_LOAD_MS });
  await expect(page).toHaveURL(new RegExp(`/app/${mapId}/presentation/(?!new)[^/]+/edit$`));
  const presentationId = /presentation\/([^/]+)\/edit/.exec(page.url())?.[1] ?? '';
  const recorded = await steps(page);

  // Stored: a reload brings the same steps back.
  await page.reload();
  await expect(page.getByTestId('operation-mode')).toHaveText('Record presentation', {
    timeout: MAP_LOAD_MS,
  });
  await expect.poll(() => steps(page)).toEqual(recorded);

  // Replayed: at 1.6 s the first claim only; at the end everything.
  await page.goto(`/app/${mapId}/presentation/${presentationId}/standalone`);
  const replay = page.getByRole('toolbar', { name: 'Replay controls' });
  await expect(replay).toBeVisible({ timeout: MAP_LOAD_MS });
  await replay.getByRole('slider', { name: 'Position' }).fill('1600');
  await expect
    .poll(() => page.getByTestId('shown-now').locator('li').allTextContents())
    .toEqual(['First claim']);
  await replay.getByRole('button', { name: 'To the end' }).click();
  await expect
    .poll(() => page.getByTestId('shown-now').locator('li').allTextContents())
    .toEqual(['First claim', 'Second claim', 'Third claim']);
});
