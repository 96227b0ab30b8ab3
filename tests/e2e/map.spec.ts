import { expect, test } from './fixtures';
import { DEMO_USER, dismissGettingStarted, logIn } from './users';

test('a map opens on the GPU canvas in review only: drawn, zoomed with the wheel, selected with a marquee', async ({
  page,
}) => {
  await logIn(page, DEMO_USER.email, DEMO_USER.password);
  await dismissGettingStarted(page);
  await page.goto('/app/home/maps');
  await page.getByRole('link', { name: 'Photosynthesis', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Photosynthesis' })).toBeVisible();
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
  await page.keyboard.down('Shift');
  await page.mouse.move(box.x + 2, box.y + 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
  await page.mouse.move(box.x + box.width - 2, box.y + box.height - 2, { steps: 5 });
  await page.mouse.up();
  await page.keyboard.up('Shift');
  await expect(page.getByTestId('selection-count')).not.toHaveText('0 selected');
});

test('two fingers pinch the map larger on a touch screen', async ({ browser }) => {
  const context = await browser.newContext({ hasTouch: true, viewport: { width: 1024, height: 768 } });
  const page = await context.newPage();
  await logIn(page, DEMO_USER.email, DEMO_USER.password);
  await dismissGettingStarted(page);
  await page.goto('/app/home/maps');
  await page.getByRole('link', { name: 'Photosynthesis', exact: true }).click();
  const canvas = page.getByRole('application', { name: 'Map Photosynthesis' });
  const zoom = page.getByTestId('zoom-level');
  await expect(zoom).toHaveText(/^\d+%$/);
  const before = Number.parseInt((await zoom.textContent()) ?? '0', 10);
  const box = await canvas.boundingBox();
  if (!box) throw new Error('no canvas');
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;

  const cdp = await context.newCDPSession(page);
  const fingers = (spread: number) => [
    { x: cx - spread, y: cy, id: 1 },
    { x: cx + spread, y: cy, id: 2 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(40) });
  for (let spread = 50; spread <= 160; spread += 10)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(spread) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });

  await expect
    .poll(async () => Number.parseInt((await zoom.textContent()) ?? '0', 10))
    .toBeGreaterThan(before * 1.1);
  await context.close();
});
