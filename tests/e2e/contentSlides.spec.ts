/**
 * Content slides (spec 3 section 2.1): a map's node content, or a presentation's, shown one node at a time
 * for a projector, moved through with Previous and Next or the keys, and back to the map with Exit.
 */
import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { createMap } from './mapApi';
import { DEMO_USER, dashboardLoaded, logIn } from './users';

const paragraph = (text: string) => ({ type: 'paragraph', children: [{ text }] });
const at = (x: number) => [{ levelId: 1, position: { x, y: 0 } }];

/** n1-n3 with content, n4 with none; a presentation revealing n2 then n1; one that shows only n4. */
const slidesMap = {
  name: 'Slides map',
  nodes: [
    { id: 'n1', title: 'First node', levels: at(0), prose: [paragraph('Content of the first node')] },
    {
      id: 'n2',
      title: 'Second node',
      levels: at(200),
      prose: [
        { type: 'heading', level: 1, children: [{ text: 'Why it matters' }] },
        paragraph('Content of the second node'),
      ],
    },
    { id: 'n3', title: 'Third node', levels: at(400), prose: [paragraph('Content of the third node')] },
    { id: 'n4', title: 'Empty node', levels: at(600), prose: [paragraph('')] },
  ],
  connections: [],
  presentations: [
    {
      id: 'p1',
      name: 'The tour',
      type: 'standard',
      sequence: [
        { action: { type: 'hideAllNodes' } },
        { action: { type: 'showNodes', nodeIds: ['n2'] } },
        { action: { type: 'showNodes', nodeIds: ['n1'] } },
        { action: { type: 'showAllNodesExcept', nodeIds: [] } },
      ],
    },
    {
      id: 'p2',
      name: 'Nothing to read',
      type: 'lesson',
      sequence: [{ action: { type: 'showNodes', nodeIds: ['n4'] } }],
    },
  ],
};

/** The slide shown: its heading, content and position. */
async function expectSlide(page: Page, title: string, content: string, position: string) {
  const slides = page.getByRole('region', { name: 'Content slides' });
  await expect(slides.getByRole('heading', { level: 2 })).toHaveText(title);
  await expect(slides.getByRole('group', { name: `Content of ${title}` })).toContainText(content);
  await expect(page.getByTestId('slide-position')).toHaveText(position);
}

test('content slides show a presentation’s nodes in its order, the map’s content, and tell what is missing', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logIn(page, DEMO_USER.email, DEMO_USER.password);
  await dashboardLoaded(page);
  const { id: mapId } = await createMap(page, slidesMap);

  // The presentation's slides: n2 revealed first, then n1; the last step shows everything and adds none.
  await page.goto(`/app/${mapId}/presentation/p1/contentslides`);
  await expect(page.getByRole('heading', { level: 1, name: 'The tour: content slides' })).toBeVisible();
  await expectSlide(page, 'Second node', 'Content of the second node', '1 / 2');
  const slides = page.getByRole('region', { name: 'Content slides' });
  // The content is the editor's rendering: its own heading is kept.
  await expect(slides.getByRole('heading', { name: 'Why it matters' })).toBeVisible();
  const previous = page.getByRole('button', { name: 'Previous' });
  const next = page.getByRole('button', { name: 'Next' });
  await expect(previous).toBeDisabled();
  // The slides pass axe (WCAG 2 A and AA, no serious or critical violation).
  expect(await seriousViolations(page)).toEqual([]);

  await next.click();
  await expectSlide(page, 'First node', 'Content of the first node', '2 / 2');
  await expect(next).toBeDisabled();
  await expect(previous).toBeEnabled();

  // The keys: Left goes back, Right forward, End and Home to the ends.
  await page.keyboard.press('ArrowLeft');
  await expectSlide(page, 'Second node', 'Content of the second node', '1 / 2');
  await page.keyboard.press('ArrowRight');
  await expectSlide(page, 'First node', 'Content of the first node', '2 / 2');
  await page.keyboard.press('Home');
  await expectSlide(page, 'Second node', 'Content of the second node', '1 / 2');
  await page.keyboard.press('PageDown');
  await expectSlide(page, 'First node', 'Content of the first node', '2 / 2');

  // Full screen, and back.
  const fullscreen = page.getByRole('button', { name: 'Full screen' });
  await fullscreen.click();
  await expect(page.getByRole('button', { name: 'Leave full screen' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement !== null)).toBe(true);
  await page.getByRole('button', { name: 'Leave full screen' }).click();
  await expect(fullscreen).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);

  // The map's slides: every node with content, in the map's order; the empty node is not one.
  await page.goto(`/app/${mapId}/contentslides`);
  await expect(page.getByRole('heading', { level: 1, name: 'Slides map: content slides' })).toBeVisible();
  await expectSlide(page, 'First node', 'Content of the first node', '1 / 3');
  await page.keyboard.press(' ');
  await expectSlide(page, 'Second node', 'Content of the second node', '2 / 3');
  await page.keyboard.press('End');
  await expectSlide(page, 'Third node', 'Content of the third node', '3 / 3');

  // A lesson whose nodes have no content says so; an unknown presentation is an error, not a blank page.
  await page.goto(`/app/${mapId}/lesson/p2/contentslides`);
  await expect(page.getByTestId('slides-empty')).toContainText('This lesson shows no node content.');
  await page.goto(`/app/${mapId}/presentation/nope/contentslides`);
  await expect(page.getByRole('alert')).toHaveText(`This map has no presentation with the id nope.`);

  // Exit goes back to the map.
  await page.getByRole('link', { name: 'Exit' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/${mapId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Slides map' })).toBeVisible({ timeout: 30_000 });
});

test('the content slides of a map that is not there say so, as the map screen does', async ({ page }) => {
  await logIn(page, DEMO_USER.email, DEMO_USER.password);
  await dashboardLoaded(page);
  // The map screen's store and loader, so the map screen's message (src/stores/MapDocumentStore.ts).
  await page.goto('/app/ZZZZZZZZZZ/contentslides');
  await expect(page.getByRole('alert')).toHaveText(/\S/);
  await expect(page.getByRole('status')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Exit' })).toHaveAttribute('href', '/app/ZZZZZZZZZZ');
});
