/**
 * One live session served by two server processes (issue 24's acceptance): the owner and a colleague on
 * the first process, a third member on the second, which shares the first's PostgreSQL and Redis. Each
 * sees the others' edits and membership, in one session. Run by `playwright.scaleout.config.ts`.
 */
import { MAP_LOAD_MS } from '../e2e/canvas';
import { colleagueSignedUp, ownerSharesNewMap } from '../e2e/colleagues';
import { expect, test } from '../e2e/fixtures';
import { addNode, liveBar, memberList, membership, setEditing } from '../e2e/live';
import { found, openSearch, search } from '../e2e/searchPanel';
import { originOf, SECOND_PORT } from '../support/e2eServers';

test('members on two server processes share one live session: edits, edit given and taken back, and the member list', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const { page: colleague, email } = await colleagueSignedUp(browser, request, 'near');
  const { page: third, email: thirdEmail } = await colleagueSignedUp(browser, request, 'far', {
    firstName: 'Theo',
    lastName: 'Faraway',
  });
  const { owner, mapId } = await ownerSharesNewMap(browser, [email, thirdEmail], 'view');

  await owner.goto(`/app/${mapId}/liveedit`);
  await liveBar(owner).getByRole('button', { name: 'Start live session' }).click({ timeout: MAP_LOAD_MS });
  await expect(membership(owner)).toHaveText('Editing');
  await colleague.goto(`/app/${mapId}/liveedit`);
  await expect(membership(colleague)).toHaveText('Viewing', { timeout: MAP_LOAD_MS });

  // The third member opens the map on the second process (the sign-in cookie is the same site's).
  await third.goto(`${originOf(SECOND_PORT)}/app/${mapId}/liveedit`);
  await expect(membership(third)).toHaveText('Viewing', { timeout: MAP_LOAD_MS });
  await expect(memberList(owner)).toContainText('Theo Faraway');

  // An edit on the first process reaches the second.
  await addNode(owner, 'From Olive');
  await openSearch(third);
  await search(third, 'From');
  await expect(found(third, 'From Olive')).toBeVisible();

  // Edit given on the first process lets the third member edit on the second; everyone sees their node.
  await setEditing(owner, 'Theo Faraway', true);
  await expect(membership(third)).toHaveText('Editing');
  await addNode(third, 'From Theo');
  for (const page of [owner, colleague]) {
    await openSearch(page);
    await search(page, 'From');
    await expect(found(page, 'From Theo')).toBeVisible();
    await expect(found(page, 'From Olive')).toBeVisible();
  }
  await expect(memberList(owner).getByText('Theo Faraway (editing)')).toBeAttached();

  // Taken back on the first, the second process makes them a viewer again.
  await setEditing(owner, 'Theo Faraway', false);
  await expect(membership(third)).toHaveText('Viewing');
  await expect(third.getByRole('button', { name: 'Add node' })).toBeHidden();
});
