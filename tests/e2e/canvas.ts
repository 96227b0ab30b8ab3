/** Reading the map canvas's camera and pointing at map points in e2e tests. */
import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { DEMO_USER, dashboardLoaded, logIn } from './users';

export interface Camera {
  x: number;
  y: number;
  scale: number;
}

export interface Point {
  x: number;
  y: number;
}

/** Bulk add's layout (spec 2 section 5) and an auto-sized short title's box (engine/scene/nodeSize.ts). */
export const COLUMN_GAP = 200;
export const ROW_GAP = 100;
export const ROWS = 5;
export const NODE = { width: 120, height: 48 };
/** How long a test waits for a map to open (a busy 2-core machine). */
export const MAP_LOAD_MS = 30_000;

/**
 * The camera the canvas reports (data-camera, `x y scale`), once it has settled: a map opening is fitted
 * to the view a frame or more after the canvas first shows a camera, and a point read before that is off.
 */
export async function cameraOf(canvas: Locator): Promise<Camera> {
  await expect(canvas).toHaveAttribute('data-camera', /^\S+ \S+ \S+$/, { timeout: MAP_LOAD_MS });
  const read = async () => (await canvas.getAttribute('data-camera')) ?? '';
  let shown = await read();
  await expect
    .poll(
      async () => {
        const previous = shown;
        shown = await read();
        return shown === previous;
      },
      { intervals: [250], timeout: 10_000 },
    )
    .toBe(true);
  const [x = 0, y = 0, scale = 1] = shown.split(' ').map(Number);
  return { x, y, scale };
}

/**
 * Zoom to fit and the camera it settles at: a map opens at 100% (issue 23), so after adding more nodes
 * than the view holds, a test brings them all in sight before pointing at them.
 */
export async function zoomToFitNow(page: Page, canvas: Locator): Promise<Camera> {
  await page.getByRole('button', { name: 'Zoom to fit' }).click();
  return cameraOf(canvas);
}

/** Page coordinates of a map point. */
export async function onPage(canvas: Locator, camera: Camera, world: Point): Promise<Point> {
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no canvas');
  return { x: box.x + world.x * camera.scale + camera.x, y: box.y + world.y * camera.scale + camera.y };
}

/** The map point in the middle of the view: where bulk add starts its first column. */
export async function viewCentre(canvas: Locator, camera: Camera): Promise<Point> {
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no canvas');
  return {
    x: Math.round((box.width / 2 - camera.x) / camera.scale),
    y: Math.round((box.height / 2 - camera.y) / camera.scale),
  };
}

/** A mouse drag in steps, so the engine sees a gesture rather than a jump. */
export async function drag(page: Page, from: Point, to: Point): Promise<void> {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 4 });
  await page.mouse.up();
}

/**
 * The sandbox map with two nodes in one bulk-add column, the first joined to the second by a connection
 * of the map's default type drawn from its handle. `at` gives page coordinates of a map point relative to
 * the first node's top-left.
 */
export async function sandboxWithTwoNodes(page: Page, titles: [string, string]) {
  await page.goto('/app/sandbox');
  return twoJoinedNodes(page, page.getByRole('application', { name: 'Map Sandbox' }), titles);
}

/** As `sandboxWithTwoNodes`, on the map open in edit mode on `canvas`. */
/**
 * `drawn`: the connection's type is one the canvas draws (not Group): the test waits for it to be drawn
 * before it aims at the line or the nodes (a busy machine draws it a frame or more after the drag).
 */
export async function twoJoinedNodes(
  page: Page,
  canvas: Locator,
  titles: [string, string],
  { drawn = false }: { drawn?: boolean } = {},
) {
  const camera = await cameraOf(canvas);
  const origin = await viewCentre(canvas, camera);
  const at = (x: number, y: number) => onPage(canvas, camera, { x: origin.x + x, y: origin.y + y });
  const nodes = Number((await canvas.getAttribute('data-nodes')) ?? 0);
  await page.getByRole('button', { name: 'Bulk add' }).click();
  await page.getByLabel('Node titles').fill(titles.join('\n'));
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByTestId('selection-count')).toHaveText('2 selected');
  // The dialog's backdrop takes the pointer until it has faded out; the drag aims at the new nodes, which a
  // busy machine puts in the scene a frame or more after they are added.
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(canvas).toHaveAttribute('data-nodes', String(nodes + titles.length));
  const edges = Number((await canvas.getAttribute('data-edges')) ?? 0);
  await drag(
    page,
    await at(NODE.width, NODE.height / 2),
    await at(NODE.width / 2, ROW_GAP + NODE.height / 2),
  );
  if (drawn) await expect(canvas).toHaveAttribute('data-edges', String(edges + 1));
  return { canvas, at, origin };
}

/** A shift-drag marquee over the whole canvas: selects every node drawn wholly inside the view. */
export async function marqueeAll(page: Page, canvas: Locator): Promise<void> {
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no canvas');
  await page.keyboard.down('Shift');
  await page.mouse.move(box.x + 2, box.y + 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 3 });
  await page.mouse.move(box.x + box.width - 2, box.y + box.height - 2, { steps: 3 });
  await page.mouse.up();
  await page.keyboard.up('Shift');
}

/** A new map of the signed-in user's, open in edit mode; its canvas and id. */
export async function openNewMap(page: Page): Promise<{ canvas: Locator; mapId: string }> {
  await page.goto('/app/new');
  await expect(page).toHaveURL(/\/app\/\w{10}\/edit$/, { timeout: MAP_LOAD_MS });
  await expect(page.getByTestId('operation-mode')).toHaveText('Edit', { timeout: MAP_LOAD_MS });
  const mapId = /\/app\/(\w{10})\/edit$/.exec(page.url())?.[1] ?? '';
  return { canvas: page.getByRole('application', { name: 'Map New map' }), mapId };
}

/**
 * The demo user signed in, on the demo map Photosynthesis (in review only). It is found through its
 * folder: in All, the maps other tests made for the demo user push it below the table's rendered rows.
 */
export async function openPhotosynthesis(page: Page): Promise<void> {
  await logIn(page, DEMO_USER.email, DEMO_USER.password);
  await dashboardLoaded(page);
  await page.goto('/app/home/maps');
  await page.getByRole('navigation', { name: 'Map folders' }).getByRole('link', { name: 'Biology' }).click();
  await page.getByRole('link', { name: 'Photosynthesis', exact: true }).click();
  // A map's load (query, parse, first staged draw) can take well over 10 s on a busy 2-core machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Photosynthesis' })).toBeVisible({
    timeout: MAP_LOAD_MS,
  });
}

/** The demo user signed in, on a new map of theirs in edit mode. */
export async function newDemoMap(page: Page): Promise<{ canvas: Locator; mapId: string }> {
  await logIn(page, DEMO_USER.email, DEMO_USER.password);
  await dashboardLoaded(page);
  return openNewMap(page);
}

/**
 * The colour (`#rrggbb`) most pixels show in a small box round a page point: what a person sees there,
 * read from a screenshot (the WebGL canvas keeps no drawing to read back), text and borders outvoted.
 */
export async function colourAround(page: Page, at: Point, radius = 6): Promise<string> {
  const clip = {
    x: Math.round(at.x - radius),
    y: Math.round(at.y - radius),
    width: radius * 2,
    height: radius * 2,
  };
  const png = (await page.screenshot({ clip })).toString('base64');
  return page.evaluate(async (data) => {
    // Decoded here rather than fetched from a data: URL, which the app's CSP (connect-src 'self') refuses.
    const bytes = Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(bitmap, 0, 0);
    const pixels = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
    const counts = new Map<string, number>();
    for (let index = 0; index < pixels.length; index += 4) {
      const hex = `#${[0, 1, 2].map((channel) => (pixels[index + channel] ?? 0).toString(16).padStart(2, '0')).join('')}`;
      counts.set(hex, (counts.get(hex) ?? 0) + 1);
    }
    return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
  }, png);
}
