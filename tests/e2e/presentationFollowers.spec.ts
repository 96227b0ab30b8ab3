/**
 * Remote displays and lesson progress in the replay screen (issue 25; spec 3 sections 3, 4.2, 4.7, 7
 * and 9). The owner's VideoMap display leads, a viewer's Observer (another user, in a browser of their
 * own) shows the same step and plays and pauses with it; the viewer's Standalone follows on request and
 * stops; a viewer's own VideoMap is refused the lead. A learner who plays a lesson for more than 10 s and
 * leaves finds their progress stored.
 */
import path from 'node:path';
import { MAP_LOAD_MS } from './canvas';
import { colleagueSignedUp } from './colleagues';
import { expect, test } from './fixtures';
import { createMap, mapProgress, saveMap, shareMapWith, uploadMedia } from './mapApi';
import { DEMO_USER, dashboardLoaded, logIn } from './users';

const VIDEO = path.resolve('tests/fixtures/media/countdown.webm');
const at = (x: number) => [{ levelId: 1, position: { x, y: 0 } }];
const timed = (action: object, timestamp: number) => ({ action, timeSync: { timestamp } });

const presentedMap = {
  name: 'Presented to a room',
  nodes: [
    { id: 'n1', title: 'First claim', levels: at(0) },
    { id: 'n2', title: 'Second claim', levels: at(250) },
    { id: 'n3', title: 'Third claim', levels: at(500) },
  ],
  connections: [{ id: 'c12', from: 'n1', to: 'n2' }],
};

const presentation = (id: string, type: string, media: object | null, lastStepMs: number) => ({
  id,
  name: type === 'lesson' ? 'First lesson' : 'Room walk-through',
  type,
  sequence: [
    timed({ type: 'hideAllNodes' }, 0),
    timed({ type: 'showNodes', nodeIds: ['n1'] }, 1000),
    timed({ type: 'showNodes', nodeIds: ['n2'] }, 2000),
    timed({ type: 'showNodes', nodeIds: ['n3'] }, 3000),
    // Without media the replay runs on its own clock, as long as its timed steps: a minute here.
    timed({ type: 'showAllNodesExcept', nodeIds: [] }, lastStepMs),
  ],
  videos: [],
  media,
  questionId: null,
  playbackSpeed: 1,
  videoShow: 'Video auto',
  muted: false,
});

test("the owner's VideoMap leads a viewer's Observer and, on request, their Standalone; a viewer cannot lead", async ({
  browser,
  page: owner,
  request,
}) => {
  test.setTimeout(180_000);
  const { page: viewer, email } = await colleagueSignedUp(browser, request, 'observer');
  await logIn(owner, DEMO_USER.email, DEMO_USER.password);
  await dashboardLoaded(owner);
  const { id: mapId, version } = await createMap(owner, presentedMap);
  await saveMap(owner, mapId, version, {
    ...presentedMap,
    presentations: [presentation('p1', 'standard', null, 60_000)],
  });
  await shareMapWith(owner, mapId, email, 'view');

  await owner.goto(`/app/${mapId}/presentation/p1/videomap`);
  const controls = owner.getByRole('toolbar', { name: 'Replay controls' });
  await expect(controls).toBeVisible({ timeout: MAP_LOAD_MS });
  const leaderState = owner.getByTestId('remote-state');
  await expect(leaderState).toHaveAttribute('data-connected', 'true');
  await expect(leaderState).toHaveText('Presenting: displays that follow this one move with it.');

  await viewer.goto(`/app/${mapId}/presentation/p1/observer`);
  const follower = viewer.getByTestId('follower-status');
  await expect(follower).toBeVisible({ timeout: MAP_LOAD_MS });
  // A follower has no controls to press, and no media element: the map only.
  await expect(viewer.getByRole('toolbar', { name: 'Replay controls' })).toHaveCount(0);
  await expect(viewer.getByTestId('presentation-video')).toHaveCount(0);
  await expect(viewer.getByTestId('remote-state')).toHaveAttribute('data-connected', 'true');
  // On joining it asks where the presenter is, and lands on the same step.
  await expect(viewer.getByTestId('remote-state')).toHaveText('Presenter: step 1, stopped');
  await expect(follower).toHaveAttribute('data-step', '1');

  await controls.getByRole('button', { name: 'Next step' }).click();
  await expect(controls).toHaveAttribute('data-step', '2');
  await expect(follower).toHaveAttribute('data-step', '2');
  await controls.getByRole('button', { name: 'Next step' }).click();
  await expect(controls).toHaveAttribute('data-step', '3');
  await expect(follower).toHaveAttribute('data-step', '3');
  await expect(viewer.getByTestId('shown-now').locator('li')).toHaveText(['First claim', 'Second claim']);

  await controls.getByRole('button', { name: 'Play' }).click();
  await expect(controls).toHaveAttribute('data-status', 'PLAYING');
  await expect(follower).toHaveAttribute('data-status', 'PLAYING');
  await controls.getByRole('button', { name: 'Pause' }).click();
  await expect(follower).toHaveAttribute('data-status', 'PAUSED');
  const leaderStep = (await controls.getAttribute('data-step')) ?? '';

  // The viewer's own Standalone replay is in no room until they follow the presenter; stopping gives
  // them their own replay back, from step 1.
  await viewer.goto(`/app/${mapId}/presentation/p1/standalone`);
  const own = viewer.getByRole('toolbar', { name: 'Replay controls' });
  await expect(own).toBeVisible({ timeout: MAP_LOAD_MS });
  await expect(viewer.getByTestId('remote-state')).toHaveCount(0);
  await viewer.getByRole('button', { name: 'Follow the presenter' }).click();
  await expect(viewer.getByTestId('follower-status')).toHaveAttribute('data-step', leaderStep);
  await expect(own).toHaveCount(0);
  await viewer.getByRole('button', { name: 'Stop following' }).click();
  await expect(own).toHaveAttribute('data-step', '1');
  await expect(viewer.getByTestId('remote-state')).toHaveCount(0);

  // A viewer who opens a leading display is refused by the server, and told so.
  await viewer.goto(`/app/${mapId}/presentation/p1/videomap`);
  await expect(viewer.getByTestId('remote-error')).toHaveText(
    'Only the presenter can drive this presentation.',
    {
      timeout: MAP_LOAD_MS,
    },
  );
  await viewer.context().close();
});

test('a learner who plays a lesson for more than 10 seconds and leaves has their progress stored', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page, DEMO_USER.email, DEMO_USER.password);
  await dashboardLoaded(page);
  const { id: mapId, version } = await createMap(page, presentedMap);
  const mediaUrl = await uploadMedia(page, mapId, VIDEO, 'video/webm');
  const media = { type: 'video', url: mediaUrl, duration: 5.98 };
  await saveMap(page, mapId, version, {
    ...presentedMap,
    presentations: [presentation('l1', 'lesson', media, 4900)],
  });
  expect(await mapProgress(page, mapId)).toEqual([]);

  await page.goto(`/app/${mapId}/lesson/l1/standalone`);
  const controls = page.getByRole('toolbar', { name: 'Replay controls' });
  await expect(controls).toBeVisible({ timeout: MAP_LOAD_MS });
  // A plain Standalone viewer is in no room: it offers to follow, and opens no socket until asked.
  await expect(page.getByRole('button', { name: 'Follow the presenter' })).toBeVisible();
  await expect(page.getByTestId('remote-state')).toHaveCount(0);

  // The 6 s video stops about a second before its end (spec 4.2): three plays are over 10 s of play.
  for (let play = 0; play < 3; play++) {
    await controls.getByRole('button', { name: 'Play' }).click();
    await expect(controls).toHaveAttribute('data-status', 'PLAYING');
    await expect(controls).toHaveAttribute('data-status', 'STOPPED', { timeout: 15_000 });
  }

  // Leaving the lesson saves once more; the stored progress says how far the learner watched.
  await page.getByRole('link', { name: 'Leave the presentation for the map' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/${mapId}$`));
  await expect
    .poll(async () => (await mapProgress(page, mapId)).find((lesson) => lesson.lessonId === 'l1'))
    .toMatchObject({ lessonId: 'l1', longestWatchedTime: expect.any(Number) });
  const [lesson] = await mapProgress(page, mapId);
  expect(lesson?.longestWatchedTime).toBeGreaterThan(0);
});
