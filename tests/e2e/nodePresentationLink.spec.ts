/**
 * A node linked to a presentation of another map (spec 2 section 3, mapLink secondaryId): the author
 * chooses the kind of link, the map and then the presentation by name; in review the link replays that
 * presentation standalone over its map (spec 3 section 2.1).
 */
import { MAP_LOAD_MS } from './canvas';
import { expect, test } from './fixtures';
import { createMap, saveMap } from './mapApi';
import { DEMO_USER, dashboardLoaded, logIn } from './users';

const at = (x: number) => [{ levelId: 1, position: { x, y: 0 } }];

test('a node links to a presentation of another map, chosen by name, and in review opens its replay', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page, DEMO_USER.email, DEMO_USER.password);
  await dashboardLoaded(page);
  // Unique names: other tests make maps for the demo user too.
  const suffix = Date.now().toString(36);
  const presented = `Presented ${suffix}`;
  const presentedMap = {
    name: presented,
    nodes: [{ id: 'b1', title: 'Shown later', levels: at(0) }],
    connections: [],
  };
  const withTour = {
    ...presentedMap,
    presentations: [
      {
        id: 'p1',
        name: 'Tour',
        type: 'standard',
        sequence: [{ action: { type: 'hideAllNodes' } }],
        videos: [],
        media: null,
        questionId: null,
        playbackSpeed: 1,
        videoShow: 'Video auto',
        muted: false,
      },
    ],
  };
  const { id: presentedId, version } = await createMap(page, withTour);
  const linking = {
    name: `Linking ${suffix}`,
    nodes: [{ id: 'a1', title: 'See the tour', levels: at(0) }],
    connections: [],
  };
  const { id: linkingId } = await createMap(page, linking);

  // The node selected through a deep link, in edit mode.
  await page.goto(`/app/${linkingId}/edit?nodeId=a1`);
  await expect(page.getByTestId('operation-mode')).toHaveText('Edit', { timeout: MAP_LOAD_MS });
  await expect(page.getByTestId('selection-count')).toHaveText('1 selected');
  const panel = page.getByRole('complementary', { name: 'Node' });
  await expect(panel.getByLabel('Title')).toHaveValue('See the tour');

  // The kind of link, the map, then its presentation by name.
  const linkType = panel.getByLabel('Link to');
  await linkType.selectOption({ label: 'A presentation' });
  await panel.getByLabel('Linked map').selectOption({ label: presented });
  const presentation = panel.getByLabel('Linked presentation');
  await expect(presentation).toHaveValue('');
  await expect(presentation.getByRole('option', { name: 'Tour' })).toHaveCount(1);
  await presentation.selectOption({ label: 'Tour' });
  await expect(presentation).toHaveValue('p1');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('save-state')).toHaveText('Saved');

  // In review the link opens the presentation's replay over the other map.
  await page.getByRole('link', { name: 'Review', exact: true }).click();
  await expect(page.getByTestId('operation-mode')).toHaveText('Review');
  await panel.getByRole('button', { name: 'Open the link' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/${presentedId}/presentation/p1/standalone$`));
  await expect(page.getByRole('toolbar', { name: 'Replay controls' })).toBeVisible({ timeout: MAP_LOAD_MS });
  await expect(page.getByTestId('operation-mode')).toHaveText('Presentation');

  // Once the presentation is gone from its map, the link names it as unknown.
  await saveMap(page, presentedId, version, { ...presentedMap, presentations: [] });
  await page.goto(`/app/${linkingId}/edit?nodeId=a1`);
  await expect(page.getByTestId('operation-mode')).toHaveText('Edit', { timeout: MAP_LOAD_MS });
  await expect(presentation).toHaveValue('p1');
  await expect(presentation.locator('option:checked')).toHaveText('Unknown presentation');
});
