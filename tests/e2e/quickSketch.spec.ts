/**
 * Sketching a map quickly, as a new user would (issue 23, "Making a map feels quick"): new nodes never land
 * on others, N then typing names the node, a double-click on the canvas adds one, the map opens readable
 * and stays still when the toolbar changes.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { cameraOf, NODE, onPage, ROW_GAP, viewCentre } from './canvas';
import { expect, test } from './fixtures';

/** The open sandbox, its canvas drawn. */
async function openSandbox(page: Page) {
  await page.goto('/app/sandbox');
  await expect(page.getByTestId('operation-mode')).toHaveText('Edit');
  const canvas = page.getByRole('application', { name: 'Map Sandbox' });
  await expect(canvas).toHaveAttribute('data-camera', /^\S+ \S+ \S+$/);
  return canvas;
}

interface StoredNode {
  title: string;
  levels: { position: { x: number; y: number } }[];
}

/** The map's nodes as its exported file holds them. */
async function exportedNodes(page: Page): Promise<StoredNode[]> {
  const exporting = page.waitForEvent('download');
  await page.getByRole('button', { name: 'File' }).click();
  await page.getByRole('menuitem', { name: 'Export' }).click();
  const path = await (await exporting).path();
  return (JSON.parse(await readFile(path, 'utf8')) as { map: { nodes: StoredNode[] } }).map.nodes;
}

test('nodes added by Add node, Add children and Bulk add never cover one another', async ({ page }) => {
  test.setTimeout(90_000);
  await openSandbox(page);
  const count = page.getByTestId('selection-count');
  const title = page.getByRole('complementary', { name: 'Node' }).getByLabel('Title');
  const addNode = async (name: string) => {
    await page.getByRole('button', { name: 'Add node' }).click();
    await expect(title).toBeFocused();
    await page.keyboard.type(name);
    await page.keyboard.press('Enter');
    await expect(title).toHaveValue(name);
  };
  const addChildren = async (children: string) => {
    await page.getByRole('button', { name: 'Add children' }).click();
    await page.getByLabel('Titles of the children').fill(children);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(count).toHaveText('2 selected');
    await expect(page.getByRole('dialog')).toBeHidden();
  };
  for (let added = 1; added <= 4; added++) await addNode(`Node ${added}`);
  // Children of two nodes side by side: the second row does not go over the first.
  await addChildren('Sun\nWater');
  await addNode('Node 5');
  await addChildren('Soil\nAir');
  await page.getByRole('button', { name: 'Bulk add' }).click();
  await page.getByLabel('Node titles').fill('Alpha\nBeta\nGamma');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(count).toHaveText('3 selected');
  await expect(page.getByRole('dialog')).toBeHidden();

  const nodes = await exportedNodes(page);
  expect(nodes).toHaveLength(12);
  // Every title here is short: each node is drawn at the smallest size.
  const boxes = nodes.map((node) => ({ title: node.title, ...node.levels[0]?.position }));
  for (const [index, a] of boxes.entries())
    for (const b of boxes.slice(index + 1)) {
      const apart =
        Math.abs((a.x ?? 0) - (b.x ?? 0)) >= NODE.width || Math.abs((a.y ?? 0) - (b.y ?? 0)) >= NODE.height;
      expect(apart, `${a.title} and ${b.title} overlap`).toBe(true);
    }
});

test('after N the keys typed go to the new node’s title, not to shortcuts', async ({ page }) => {
  await openSandbox(page);
  const title = page.getByRole('complementary', { name: 'Node' }).getByLabel('Title');
  // Typed at once, as a person does: no wait for the panel between N and the title.
  await page.keyboard.press('n');
  await page.keyboard.type('Plants need light');
  await expect(title).toHaveValue('Plants need light');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('linking')).toHaveCount(0);
  await expect(page.getByTestId('selection-count')).toHaveText('1 selected');
  await title.evaluate((input) => (input as HTMLInputElement).blur());
  await expect(title).toHaveValue('Plants need light');
});

test('a double-click on empty canvas adds a node there, whose title takes the keys typed next', async ({
  page,
}) => {
  const canvas = await openSandbox(page);
  const camera = await cameraOf(canvas);
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no canvas');
  // A third of the way in: not where Add node would put it.
  const at = { x: box.x + box.width / 3, y: box.y + box.height / 3 };
  await page.mouse.dblclick(at.x, at.y);
  const title = page.getByRole('complementary', { name: 'Node' }).getByLabel('Title');
  await expect(title).toBeFocused();
  await page.keyboard.type('Roots');
  await page.keyboard.press('Enter');
  await expect(title).toHaveValue('Roots');
  await expect(page.getByTestId('selection-count')).toHaveText('1 selected');

  // A double-click on the node goes to its title; it adds nothing.
  await title.evaluate((input) => (input as HTMLInputElement).blur());
  await page.mouse.dblclick(at.x, at.y);
  await expect(title).toBeFocused();
  const [node, ...others] = await exportedNodes(page);
  expect(others).toEqual([]);
  expect(node?.title).toBe('Roots');
  // Centred on the map point clicked.
  const clicked = {
    x: (at.x - box.x - camera.x) / camera.scale,
    y: (at.y - box.y - camera.y) / camera.scale,
  };
  const position = node?.levels[0]?.position ?? { x: 0, y: 0 };
  expect(Math.abs(position.x + NODE.width / 2 - clicked.x)).toBeLessThanOrEqual(1);
  expect(Math.abs(position.y + NODE.height / 2 - clicked.y)).toBeLessThanOrEqual(1);
});

test('the map stays still on screen when the Link banner appears, so a click aimed at a node hits it', async ({
  page,
}) => {
  const canvas = await openSandbox(page);
  const camera = await cameraOf(canvas);
  // Bulk add starts its first column in the middle of the view: Cause above Effect.
  const origin = await viewCentre(canvas, camera);
  await page.getByRole('button', { name: 'Bulk add' }).click();
  await page.getByLabel('Node titles').fill('Cause\nEffect');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  // The dialog's backdrop takes the pointer until it has faded out: the click below aims past it.
  await expect(page.locator('[data-scope="dialog"][data-part="backdrop"]')).toHaveCount(0);
  const middle = (row: number) => ({
    x: origin.x + NODE.width / 2,
    y: origin.y + row * ROW_GAP + NODE.height / 2,
  });
  const cause = await onPage(canvas, camera, middle(0));
  const before = await onPage(canvas, camera, middle(1));
  await page.mouse.click(cause.x, cause.y);
  await expect(page.getByTestId('selection-count')).toHaveText('1 selected');
  await page.keyboard.press('l');
  const banner = page.getByTestId('linking');
  await expect(banner).toBeVisible();
  const after = await onPage(canvas, await cameraOf(canvas), middle(1));
  expect(Math.abs(after.x - before.x)).toBeLessThanOrEqual(1);
  expect(Math.abs(after.y - before.y)).toBeLessThanOrEqual(1);
  // Where the user aimed before the banner came: the node is still there and the link is made.
  await page.mouse.click(before.x, before.y);
  await expect(banner).toHaveCount(0);
});
