/**
 * Map thumbnails (issue 22): saving a map sends a small picture of it, drawn by the engine, and the maps
 * table shows it beside the map's name; a map never saved since shows the neutral placeholder.
 */
import { newDemoMap } from './canvas';
import { expect, test } from './fixtures';

test('a saved map shows its thumbnail in the maps table', async ({ page }) => {
  test.setTimeout(120_000);
  const { mapId } = await newDemoMap(page);
  await page.getByRole('button', { name: 'Add node' }).click();
  await expect(page.getByTestId('selection-count')).toHaveText('1 selected');
  const thumbnailStored = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && response.url().includes(`/a/media/maps/${mapId}/thumbnail`),
  );
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByTestId('save-state')).toHaveText('Saved');
  expect((await thumbnailStored).status()).toBe(200);

  await page.goto('/app/home/maps');
  const row = page.locator(`[data-map-id="${mapId}"]`);
  const image = row.getByTestId('map-thumbnail').locator('img');
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBeGreaterThan(0);
});
