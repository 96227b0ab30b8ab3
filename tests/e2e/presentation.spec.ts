/**
 * Presentations replayed over their map (spec 3 sections 2.1 and 4.2): the map shows what the steps due
 * so far show, in time with the presentation's video; seeking backwards or forwards lands on exactly
 * what playing from the start to that time shows; stepping and speed work from the controls.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { MAP_LOAD_MS } from './canvas';
import { expect, test } from './fixtures';
import { createMap, saveMap, uploadMedia } from './mapApi';
import { DEMO_USER, dashboardLoaded, logIn } from './users';

const VIDEO = path.resolve('tests/fixtures/media/countdown.webm');
const at = (x: number) => [{ levelId: 1, position: { x, y: 0 } }];
const timed = (action: object, timestamp: number) => ({ action, timeSync: { timestamp } });

const presentedMap = {
  name: 'Presented map',
  nodes: [
    { id: 'n1', title: 'First claim', levels: at(0) },
    { id: 'n2', title: 'Second claim', levels: at(250) },
    { id: 'n3', title: 'Third claim', levels: at(500) },
    { id: 'n4', title: 'Fourth claim', levels: at(750) },
  ],
  connections: [{ id: 'c12', from: 'n1', to: 'n2' }],
};

function walkThrough(mediaUrl: string) {
  return {
    id: 'p1',
    name: 'Walk-through',
    type: 'standard',
    sequence: [
      timed({ type: 'hideAllNodes' }, 0),
      timed({ type: 'showNodes', nodeIds: ['n1'] }, 1000),
      timed({ type: 'showNodes', nodeIds: ['n2'] }, 2000),
      timed({ type: 'selectConnection', connectionId: 'c12' }, 2500),
      timed({ type: 'showNodes', nodeIds: ['n3'] }, 3000),
      timed({ type: 'hideNodes', nodeIds: ['n1'] }, 3500),
      timed({ type: 'showAllNodesExcept', nodeIds: [] }, 4900),
    ],
    videos: [],
    media: { type: 'video', url: mediaUrl, duration: 5.98 },
    questionId: null,
    playbackSpeed: 1,
    videoShow: 'Video auto',
    muted: false,
  };
}

/** The titles the replay shows now, as its text for screen readers lists them. */
async function shownTitles(page: Page): Promise<string[]> {
  return page.getByTestId('shown-now').locator('li').allTextContents();
}

async function expectStep(page: Page, step: number, titles: string[]) {
  await expect(page.getByTestId('replay-controls')).toHaveAttribute('data-step', String(step));
  await expect.poll(() => shownTitles(page)).toEqual(titles);
}

test('a presentation replays over its map in time with its video, seeks both ways and steps', async ({
  page,
}) => {
  await logIn(page, DEMO_USER.email, DEMO_USER.password);
  await dashboardLoaded(page);
  const { id: mapId, version } = await createMap(page, presentedMap);
  const mediaUrl = await uploadMedia(page, mapId, VIDEO, 'video/webm');
  await saveMap(page, mapId, version, { ...presentedMap, presentations: [walkThrough(mediaUrl)] });

  await page.goto(`/app/${mapId}/presentation/p1/standalone`);
  const controls = page.getByRole('toolbar', { name: 'Replay controls' });
  await expect(controls).toBeVisible({ timeout: MAP_LOAD_MS });
  await expect(page.getByTestId('operation-mode')).toHaveText('Presentation');
  // It opens at its start: everything hidden, not playing.
  await expectStep(page, 1, []);
  await expect(controls).toHaveAttribute('data-status', 'STOPPED');

  await controls.getByRole('button', { name: 'Next step' }).click();
  await expectStep(page, 2, ['First claim']);
  await controls.getByRole('button', { name: 'Next step' }).click();
  await expectStep(page, 3, ['First claim', 'Second claim']);

  // The video's size and crop (spec 3 section 3, video player settings).
  const videoBox = page.getByTestId('presentation-video');
  await videoBox.getByRole('button', { name: 'Size and crop' }).click();
  await page.getByRole('slider', { name: /^Width:/ }).fill('50');
  await expect
    .poll(() =>
      videoBox.evaluate((box) => box.getBoundingClientRect().width / (box.parentElement?.clientWidth ?? 1)),
    )
    .toBeCloseTo(0.5, 1);
  await page.getByRole('spinbutton', { name: 'Crop top %' }).fill('10');
  await expect(page.getByLabel('Presentation video')).toHaveCSS('clip-path', /inset\(10%/);
  await page.keyboard.press('Escape');
  // Undocked, it floats where it is dragged by its bar; docked again, it goes back to its corner.
  const docked = await videoBox.boundingBox();
  await videoBox.getByRole('button', { name: 'Undock the video' }).click();
  await expect(videoBox).toHaveAttribute('data-docked', 'false');
  const bar = await page.getByTestId('video-bar').boundingBox();
  if (!docked || !bar) throw new Error('the video is not drawn');
  await page.mouse.move(bar.x + 2, bar.y + 2);
  await page.mouse.down();
  await page.mouse.move(bar.x - 148, bar.y - 98, { steps: 5 });
  await page.mouse.up();
  await expect
    .poll(async () => Math.round((await videoBox.boundingBox())?.x ?? 0))
    .toBe(Math.round(docked.x - 150));
  await videoBox.getByRole('button', { name: 'Dock the video' }).click();
  await expect
    .poll(async () => Math.round((await videoBox.boundingBox())?.x ?? 0))
    .toBe(Math.round(docked.x));

  // Forward past several steps, then back: each lands on what the steps due by then show.
  const position = controls.getByRole('slider', { name: 'Position' });
  await position.fill('3600');
  await expectStep(page, 6, ['Second claim', 'Third claim']);
  const seekedTo = await shownTitles(page);
  await position.fill('1200');
  await expectStep(page, 2, ['First claim']);

  // Stepping from the start to the same step shows the same map.
  await controls.getByRole('button', { name: 'To the start' }).click();
  await expectStep(page, 1, []);
  for (let step = 2; step <= 6; step++) {
    await controls.getByRole('button', { name: 'Next step' }).click();
    await expect(controls).toHaveAttribute('data-step', String(step));
  }
  expect(await shownTitles(page)).toEqual(seekedTo);

  // The video plays and the map follows it to the end, where everything is shown.
  const video = page.getByLabel('Presentation video');
  await controls.getByRole('combobox', { name: 'Speed' }).selectOption('2');
  await controls.getByRole('button', { name: 'Play' }).click();
  await expect(controls).toHaveAttribute('data-status', 'PLAYING');
  expect(await video.evaluate((element: HTMLVideoElement) => element.playbackRate)).toBe(2);
  await expect(controls).toHaveAttribute('data-status', 'STOPPED', { timeout: 20_000 });
  await expectStep(page, 7, ['First claim', 'Second claim', 'Third claim', 'Fourth claim']);
});

test('an unknown presentation says so', async ({ page }) => {
  await logIn(page, DEMO_USER.email, DEMO_USER.password);
  await dashboardLoaded(page);
  const { id: mapId } = await createMap(page, presentedMap);
  await page.goto(`/app/${mapId}/presentation/nope/standalone`);
  await expect(page.getByRole('alert')).toHaveText('This map has no presentation with the id nope.', {
    timeout: MAP_LOAD_MS,
  });
});

test("the map's Presentations menu plays a presentation at once and starts a new recording", async ({
  page,
}) => {
  await logIn(page, DEMO_USER.email, DEMO_USER.password);
  await dashboardLoaded(page);
  const { id: mapId, version } = await createMap(page, presentedMap);
  const mediaUrl = await uploadMedia(page, mapId, VIDEO, 'video/webm');
  await saveMap(page, mapId, version, { ...presentedMap, presentations: [walkThrough(mediaUrl)] });

  await page.goto(`/app/${mapId}`);
  const menu = page.getByRole('button', { name: 'Presentations' });
  await expect(menu).toBeVisible({ timeout: MAP_LOAD_MS });
  await menu.click();
  await page.getByRole('menuitem', { name: 'Play Walk-through' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/${mapId}/presentation/p1/standalone$`));
  // Started by the user, with video, standalone: it plays by itself.
  await expect(page.getByRole('toolbar', { name: 'Replay controls' })).toHaveAttribute(
    'data-status',
    'PLAYING',
    {
      timeout: MAP_LOAD_MS,
    },
  );

  await page.goto(`/app/${mapId}`);
  await menu.click();
  await page.getByRole('menuitem', { name: 'New presentation' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/${mapId}/presentation/new/edit$`));
  await expect(page.getByTestId('operation-mode')).toHaveText('Record presentation', {
    timeout: MAP_LOAD_MS,
  });
});
