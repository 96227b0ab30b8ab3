import { cacheKey } from '../../src/api/offline/keys';
import { cachedEntry } from './browserCache';
import { marqueeAll, newDemoMap, openPhotosynthesis } from './canvas';
import { expect, test } from './fixtures';

test('the level, search and tags panels find, filter and switch levels', async ({ page }) => {
  test.setTimeout(120_000);
  const { canvas } = await newDemoMap(page);
  const selection = page.getByTestId('selection-count');

  await page.getByRole('button', { name: 'Bulk add' }).click();
  await page.getByLabel('Node titles').fill('Chlorophyll\nStomata\nGlucose');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(selection).toHaveText('3 selected');

  const toggles = page.getByRole('group', { name: 'Panels' });
  const toggle = (name: string) => toggles.getByRole('button', { name, exact: true });

  // Search: a misspelt title still finds its node; choosing it selects it alone.
  await toggle('Search').click();
  await expect(toggle('Search')).toHaveAttribute('aria-pressed', 'true');
  const search = page.getByRole('region', { name: 'Search' });
  await expect(search.getByPlaceholder('Search…')).toBeVisible();
  await search.getByRole('searchbox', { name: 'Search nodes' }).fill('Clorofyll');
  await search.getByRole('button', { name: 'Chlorophyll' }).click();
  await expect(selection).toHaveText('1 selected');
  await expect(page.getByRole('complementary', { name: 'Node' }).getByLabel('Title')).toHaveValue(
    'Chlorophyll',
  );

  // Tags: a new tag on the selected node; choosing it in the filter selects the nodes having it.
  await toggle('Tags').click();
  const tags = page.getByRole('region', { name: 'Tags' });
  await tags.getByRole('textbox', { name: 'New tag name' }).fill('Pigment');
  await tags.getByRole('button', { name: 'Add tag' }).click();
  const tagIt = tags.getByRole('button', { name: 'Tag selected nodes with Pigment' });
  await tagIt.click();
  await expect(tagIt).toHaveAttribute('aria-pressed', 'true');
  await marqueeAll(page, canvas);
  await expect(selection).toHaveText('3 selected');
  await tags.getByText('Pigment', { exact: true }).click();
  await expect(
    tags.getByRole('list', { name: 'Filter by tags' }).getByRole('checkbox', { name: 'Pigment' }),
  ).toBeChecked();
  await expect(selection).toHaveText('1 selected');
  await expect(tags.getByTestId('tag-matches')).toHaveText('1 node has the chosen tags');

  // Levels: a new level is empty; going back to Main finds the nodes again.
  await toggle('Levels').click();
  const levels = page.getByRole('region', { name: 'Levels' });
  await levels.getByRole('textbox', { name: 'New level name' }).fill('Details');
  await levels.getByRole('button', { name: 'Add level' }).click();
  const levelList = levels.getByRole('listitem');
  const details = levelList.getByRole('button', { name: 'Details', exact: true });
  await details.click();
  await expect(details).toHaveAttribute('aria-current', 'true');
  // The way here is shown, each level on it a step back.
  const route = levels.getByRole('navigation', { name: 'Route to the current level' });
  await expect(route.getByRole('button')).toHaveText(['Main', 'Details']);
  // The selected node is not on the new level, so it is selected no more; the canvas shows nothing.
  await expect(selection).toHaveText('0 selected');
  await marqueeAll(page, canvas);
  await expect(selection).toHaveText('0 selected');
  // A step back along the route is a move into that level; the route is then just where the user is.
  await route.getByRole('button', { name: 'Main' }).click();
  const main = levelList.getByRole('button', { name: 'Main', exact: true });
  await expect(main).toHaveAttribute('aria-current', 'true');
  await expect(route).toHaveCount(0);
  await marqueeAll(page, canvas);
  await expect(selection).toHaveText('3 selected');

  // Panels close from their own button and from the toolbar.
  await levels.getByRole('button', { name: 'Close Levels' }).click();
  await expect(levels).toBeHidden();
  await toggle('Tags').click();
  await expect(tags).toBeHidden();
});

test('deleting the last node of a level leaves it for the level before, drawn with its nodes', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { canvas } = await newDemoMap(page);
  const selection = page.getByTestId('selection-count');
  await page.getByRole('button', { name: 'Bulk add' }).click();
  await page.getByLabel('Node titles').fill('Alpha\nBeta');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(selection).toHaveText('2 selected');

  const toggles = page.getByRole('group', { name: 'Panels' });
  await toggles.getByRole('button', { name: 'Search', exact: true }).click();
  const search = page.getByRole('region', { name: 'Search' });
  await search.getByRole('searchbox', { name: 'Search nodes' }).fill('Alpha');
  await search.getByRole('button', { name: 'Alpha' }).click();
  await expect(selection).toHaveText('1 selected');

  // Alpha alone goes to a new level, and the author goes there.
  await toggles.getByRole('button', { name: 'Levels', exact: true }).click();
  const levels = page.getByRole('region', { name: 'Levels' });
  await levels.getByRole('textbox', { name: 'New level name' }).fill('Details');
  await levels.getByRole('button', { name: 'Add level' }).click();
  await levels.getByRole('button', { name: 'Actions for level Details' }).click();
  await page.getByRole('menuitem', { name: 'Move selected nodes to this level' }).click();
  const levelList = levels.getByRole('listitem');
  await levelList.getByRole('button', { name: 'Details', exact: true }).click();
  await marqueeAll(page, canvas);
  await expect(selection).toHaveText('1 selected');

  // Its last node deleted, the level goes; Main is on screen again with Beta on it.
  await page.keyboard.press('Delete');
  await expect(levelList.getByRole('button', { name: 'Details', exact: true })).toHaveCount(0);
  await expect(levelList.getByRole('button', { name: 'Main', exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await marqueeAll(page, canvas);
  await expect(selection).toHaveText('1 selected');
  await expect(page.getByRole('complementary', { name: 'Node' }).getByLabel('Title')).toHaveValue('Beta');
});

test('the adjoining nodes panel goes along connections, and the panel size widens the panels', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await newDemoMap(page);
  const selection = page.getByTestId('selection-count');
  const title = page.getByRole('complementary', { name: 'Node' }).getByLabel('Title');

  // A parent with one child, joined from the parent by the map's default (Relative) connection.
  await page.getByRole('button', { name: 'Add node' }).click();
  await expect(selection).toHaveText('1 selected');
  await page.getByRole('button', { name: 'Add children' }).click();
  await page.getByLabel('Titles of the children').fill('Leaf');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(title).toHaveValue('Leaf');

  await page.getByRole('group', { name: 'Panels' }).getByRole('button', { name: 'Adjoining nodes' }).click();
  const adjoining = page.getByRole('region', { name: 'Adjoining nodes' });
  await expect(adjoining.getByRole('region', { name: 'Outgoing' })).toContainText('None');
  const parent = adjoining.getByRole('region', { name: 'Incoming' }).getByRole('button');
  await expect(parent).toHaveText(/New node\s*Relative/);
  await parent.click();
  await expect(selection).toHaveText('1 selected');
  await expect(title).toHaveValue('New node');
  await expect(adjoining.getByRole('region', { name: 'Outgoing' }).getByRole('button')).toHaveText(/Leaf/);

  const column = page.getByTestId('editor-panels');
  const widthOf = async () => (await column.boundingBox())?.width ?? 0;
  const small = await widthOf();
  await page.getByRole('combobox', { name: 'Panel size' }).selectOption('medium');
  await expect.poll(widthOf).toBeGreaterThan(small * 1.8);
});

test('a reader of the demo map sees its levels and tags without editing controls', async ({ page }) => {
  test.setTimeout(120_000);
  await openPhotosynthesis(page);
  await expect(page.getByTestId('operation-mode')).toHaveText('Review only');
  const canvas = page.getByRole('application', { name: 'Map Photosynthesis' });
  const before = await canvas.boundingBox();
  const toggles = page.getByRole('group', { name: 'Panels' });
  await toggles.getByRole('button', { name: 'Levels' }).click();
  const levels = page.getByRole('region', { name: 'Levels' });
  await expect(levels.getByRole('button', { name: 'Main', exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(levels.getByRole('textbox', { name: 'New level name' })).toHaveCount(0);
  await expect(levels.getByRole('button', { name: /^Actions for level/ })).toHaveCount(0);
  await toggles.getByRole('button', { name: 'Tags' }).click();
  await expect(
    page.getByRole('region', { name: 'Tags' }).getByRole('textbox', { name: 'New tag name' }),
  ).toHaveCount(0);
  // Closed panels give the canvas its whole width back; the toggles sit in the header beside the title.
  await toggles.getByRole('button', { name: 'Levels' }).click();
  await toggles.getByRole('button', { name: 'Tags' }).click();
  await expect(page.getByTestId('editor-panels')).toHaveCount(0);
  expect(await canvas.boundingBox()).toEqual(before);
});

test('the main editor is hidden and shown from the toolbar, remembered per map; Enter on a node shows it again', async ({
  page,
}) => {
  const { canvas, mapId } = await newDemoMap(page);
  await page.getByRole('button', { name: 'Add node' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('save-state')).toHaveText('Saved');
  const nodePanel = page.getByRole('complementary', { name: 'Node' });
  await expect(nodePanel).toBeVisible();

  const toggle = page.getByRole('group', { name: 'Panels' }).getByRole('button', { name: 'Main editor' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(nodePanel).toBeHidden();
  await expect(page.getByTestId('selection-count')).toHaveText('1 selected');
  await expect
    .poll(() => cachedEntry(page, cacheKey('userSettings', mapId)))
    .toMatchObject({ showMainEditor: false });

  await page.reload();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(canvas).toHaveAttribute('data-camera', /\S/);
  await page.getByRole('button', { name: 'Zoom to fit' }).click();
  await marqueeAll(page, canvas);
  await expect(page.getByTestId('selection-count')).toHaveText('1 selected');
  await expect(nodePanel).toBeHidden();
  // Retitling from the keyboard needs the title field: the main editor comes back for it.
  await page.keyboard.press('Enter');
  await expect(nodePanel.getByLabel('Title')).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
});
