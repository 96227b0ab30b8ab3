/**
 * A map larger than the view opens in stages: what is on screen first, the far parts in slices after
 * it (engine/scene/sceneStages.ts). The far parts must arrive: drawn, and found by a click.
 */
import type { Page } from '@playwright/test';
import { CSRF_COOKIE, CSRF_HEADER } from '../../src/api/session/cookies';
import { cameraOf, onPage } from './canvas';
import { expect, test } from './fixtures';
import { DEMO_USER, dashboardLoaded, logIn } from './users';

/** 1,500 nodes in a band 30,000 wide, each joined to the next, and one node alone in the far corner. */
function spreadMap() {
  const nodes = Array.from({ length: 1500 }, (_, index) => ({
    id: `n${index}`,
    title: `Node ${index}`,
    levels: [{ levelId: 1, position: { x: (index % 50) * 600, y: Math.floor(index / 50) * 600 } }],
  }));
  nodes.push({ id: 'far', title: 'Far corner', levels: [{ levelId: 1, position: FAR }] });
  const connections = nodes.slice(1, 1500).map((node, index) => ({
    id: `c${index}`,
    from: `n${index}`,
    to: node.id,
    type: 1,
    levelId: 1,
  }));
  return { name: 'Spread out', nodes, connections };
}

const FAR = { x: 40_000, y: 30_000 };
/** An auto-sized short title's box (engine/scene/nodeSize.ts). */
const NODE = { width: 120, height: 48 };

async function createMap(page: Page, map: { name: string }): Promise<string> {
  return page.evaluate(
    async ({ map, csrfCookie, csrfHeader }) => {
      const csrf = new RegExp(`(?:^|; )${csrfCookie}=([^;]*)`).exec(document.cookie)?.[1] ?? '';
      const response = await fetch('/graphql', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', [csrfHeader]: decodeURIComponent(csrf) },
        body: JSON.stringify({
          query:
            'mutation($name: String!, $document: JSON) { createMap(name: $name, document: $document) { id } }',
          variables: { name: map.name, document: map },
        }),
      });
      return (await response.json()).data.createMap.id as string;
    },
    { map, csrfCookie: CSRF_COOKIE, csrfHeader: CSRF_HEADER },
  );
}

test('a map larger than the view is fitted, drawn where it is seen, and its far parts arrive', async ({
  page,
}) => {
  await logIn(page, DEMO_USER.email, DEMO_USER.password);
  await dashboardLoaded(page);
  const mapId = await createMap(page, spreadMap());

  await page.goto(`/app/${mapId}/edit`);
  const canvas = page.getByRole('application', { name: 'Map Spread out' });
  // Fitted: the whole map would need less than the smallest automatic zoom, 25%.
  await expect(page.getByTestId('zoom-level')).toHaveText('25%');
  await expect(canvas).toHaveAttribute('data-scene', 'drawn');

  // The far corner came after the first frame; going there shows it, and a click there finds it.
  await page
    .getByRole('group', { name: 'Panels' })
    .getByRole('button', { name: 'Search', exact: true })
    .click();
  const search = page.getByRole('region', { name: 'Search' });
  await search.getByRole('searchbox', { name: 'Search nodes' }).fill('Far corner');
  await search.getByRole('button', { name: 'Far corner' }).click();
  const selection = page.getByTestId('selection-count');
  await expect(selection).toHaveText('1 selected');
  const camera = await cameraOf(canvas);
  // An empty spot beside it clears the selection; the node itself selects it again.
  const beside = await onPage(canvas, camera, { x: FAR.x + NODE.width / 2, y: FAR.y + NODE.height * 4 });
  await page.mouse.click(beside.x, beside.y);
  await expect(selection).toHaveText('0 selected');
  const centre = await onPage(canvas, camera, { x: FAR.x + NODE.width / 2, y: FAR.y + NODE.height / 2 });
  await page.mouse.click(centre.x, centre.y);
  await expect(selection).toHaveText('1 selected');
  await expect(page.getByRole('complementary', { name: 'Node' }).getByLabel('Title')).toHaveValue(
    'Far corner',
  );
});
