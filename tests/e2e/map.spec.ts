import { cacheKey } from '../../src/api/offline/keys';
import { cachedEntry } from './browserCache';
import { cameraOf, MAP_LOAD_MS, marqueeAll, newDemoMap, openPhotosynthesis } from './canvas';
import { expect, test } from './fixtures';

test('a map opens on the GPU canvas in review only: drawn, zoomed with the wheel, selected with a marquee', async ({
  page,
}) => {
  await openPhotosynthesis(page);
  const canvas = page.getByRole('application', { name: 'Map Photosynthesis' });
  const zoom = page.getByTestId('zoom-level');
  await expect(zoom).toHaveText(/^\d+%$/);

  // Something is drawn: a blank canvas compresses to almost nothing.
  await expect.poll(async () => (await canvas.screenshot()).length).toBeGreaterThan(15_000);

  // The wheel zooms about the pointer.
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no canvas');
  const before = await zoom.textContent();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, -400);
  await expect(zoom).not.toHaveText(before ?? '');

  // Zoom to fit, then a shift-drag marquee over the whole canvas selects every node on the level.
  await page.getByRole('button', { name: 'Zoom to fit' }).click();
  await expect(zoom).toHaveText(before ?? '');
  await expect(page.getByTestId('selection-count')).toHaveText('0 selected');
  await marqueeAll(page, canvas);
  await expect(page.getByTestId('selection-count')).not.toHaveText('0 selected');
});

test('with Fit on open unchecked, a map opens where it was last looked at; checked, it is fitted again', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openPhotosynthesis(page);
  const mapId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const canvas = page.getByRole('application', { name: 'Map Photosynthesis' });
  const fitted = await cameraOf(canvas);
  const fitOnOpen = page.getByRole('checkbox', { name: 'Fit on open' });
  await expect(fitOnOpen).toBeChecked();

  const box = await canvas.boundingBox();
  if (!box) throw new Error('no canvas');
  await page.mouse.move(box.x + box.width / 3, box.y + box.height / 3);
  await page.mouse.wheel(0, -300);
  await fitOnOpen.uncheck({ force: true });
  const looked = await cameraOf(canvas);
  expect(looked.scale).toBeGreaterThan(fitted.scale);
  await expect
    .poll(() => cachedEntry(page, cacheKey('userSettings', mapId)))
    .toMatchObject({ zoomToFit: false, camera: looked });

  await page.reload();
  expect(await cameraOf(canvas)).toEqual(looked);
  await expect(fitOnOpen).not.toBeChecked();

  await fitOnOpen.check({ force: true });
  await expect
    .poll(() => cachedEntry(page, cacheKey('userSettings', mapId)))
    .toMatchObject({ zoomToFit: true });
  await page.reload();
  expect(await cameraOf(canvas)).toEqual(fitted);
});

test('a deep link shows its level and selects its node; an unknown node is told; /default opens the last map', async ({
  page,
}) => {
  // Three map loads on a software GPU.
  test.setTimeout(90_000);
  await openPhotosynthesis(page);
  const mapPath = new URL(page.url()).pathname;

  // 'ATP and NADPH' lives only on the second level, 'Light reactions'.
  await page.goto(`${mapPath}?nodeId=n-atp`);
  await expect(page.getByTestId('selection-count')).toHaveText('1 selected');
  await expect(page.getByRole('complementary', { name: 'Node' }).getByLabel('Title')).toHaveValue(
    'ATP and NADPH',
  );

  await page.goto(`${mapPath}?nodeId=nowhere&levelId=1`);
  await expect(page.getByText("The linked node 'nowhere' is not in this map.")).toBeVisible();
  await expect(page.getByTestId('selection-count')).toHaveText('0 selected');

  // The demo user's most recent map (other tests open maps as the demo user too).
  await page.goto('/app/default');
  await expect(page).toHaveURL(/\/app\/\w{10}$/);
  await expect(page.getByRole('application', { name: /^Map / })).toHaveAttribute('data-camera', /\S/);
});

test('a new map from a template starts with its content; the live-edit route opens it in live edit, offering its owner a session', async ({
  page,
}) => {
  const { canvas, mapId } = await newDemoMap(page);
  await page.getByRole('button', { name: 'Bulk add' }).click();
  await page.getByLabel('Node titles').fill('Light\nWater');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('save-state')).toHaveText('Saved');

  await page.goto(`/app/new?template=${mapId}`);
  await expect(page).toHaveURL(/\/app\/\w{10}\/edit$/);
  const copyId = /\/app\/(\w{10})\/edit$/.exec(page.url())?.[1];
  expect(copyId).not.toBe(mapId);
  await expect(page.getByRole('heading', { level: 1, name: 'New map (copy)' })).toBeVisible();
  const copy = page.getByRole('application', { name: 'Map New map (copy)' });
  await expect(copy).toHaveAttribute('data-camera', /\S/);
  await marqueeAll(page, copy);
  await expect(page.getByTestId('selection-count')).toHaveText('2 selected');
  // Back in the history is the template, not /new: going back does not make another copy.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/app/${mapId}/edit$`));
  await expect(canvas).toHaveAttribute('data-camera', /\S/);

  await page.goto(`/app/${mapId}/liveedit`);
  await expect(page.getByTestId('operation-mode')).toHaveText('Live edit', { timeout: MAP_LOAD_MS });
  await expect(page.getByTestId('live-status')).toHaveText('No live session on this map.');
  await expect(page.getByRole('button', { name: 'Start live session' })).toBeVisible();
});

test('a page load on a map route asks for the map and the editor’s code beside the app’s start, once', async ({
  page,
}) => {
  const { canvas } = await newDemoMap(page);
  await page.getByRole('button', { name: 'Add node' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('save-state')).toHaveText('Saved');

  const requests: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/graphql') requests.push(`graphql ${request.postDataJSON()?.operationName}`);
    else if (/\/assets\/MapScreen-/.test(pathname)) requests.push('editor code');
    // Asked for once the page has loaded, the app's entry having been run.
    else if (/\/assets\/serviceWorker-/.test(pathname)) requests.push('service worker code');
  });
  await page.reload();
  await expect(page.getByTestId('operation-mode')).toHaveText('Edit');
  await marqueeAll(page, canvas);
  await expect(page.getByTestId('selection-count')).toHaveText('1 selected');
  // Asked before the editor's code was, and not asked again by the editor.
  expect(requests.filter((entry) => entry === 'graphql MapDocument')).toHaveLength(1);
  expect(requests.indexOf('graphql MapDocument')).toBeLessThan(requests.indexOf('editor code'));
  expect(requests).toContain('editor code');
  // The editor's code is asked for by the app's entry, not once the app has started and routed.
  expect(requests).toContain('service worker code');
  expect(requests.indexOf('editor code')).toBeLessThan(requests.indexOf('service worker code'));
});
