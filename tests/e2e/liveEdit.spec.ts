/**
 * Live edit as new users meet it (issue 24): the owner starts a live session, a colleague joins and views,
 * is given edit and both edit, each seeing the other's nodes and presence; the owner takes edit back and
 * ends the session, and the map is saved with everyone's work. A session ending under a member locks the
 * app instead of leaving the map. Two processes serving one session: tests/e2e-scaleout/.
 */
import { MAP_LOAD_MS, newDemoMap } from './canvas';
import { colleagueSignedUp, ownerSharesNewMap } from './colleagues';
import { expect, test } from './fixtures';
import { addNode, liveBar as bar, memberList, membership, setEditing } from './live';
import { found, openSearch, search } from './searchPanel';
import { DEMO_USER } from './users';

test('the owner starts a live session, a colleague joins, is given edit, both edit and see each other; the owner takes edit back and ends it with the map saved', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const { page: colleague, email } = await colleagueSignedUp(browser, request, 'live');
  // The owner's new map, shared with the colleague for viewing.
  const { owner, mapId } = await ownerSharesNewMap(browser, [email], 'view');

  // The owner opens live edit: no session yet; Start makes one, and the owner edits in it.
  await owner.goto(`/app/${mapId}/liveedit`);
  await expect(owner.getByTestId('operation-mode')).toHaveText('Live edit', { timeout: MAP_LOAD_MS });
  await expect(bar(owner).getByTestId('live-status')).toHaveText('No live session on this map.');
  await bar(owner).getByRole('button', { name: 'Start live session' }).click();
  await expect(membership(owner)).toHaveText('Editing');

  // The colleague joins and views: nothing of theirs can change the map.
  await colleague.goto(`/app/${mapId}/liveedit`);
  await expect(membership(colleague)).toHaveText('Viewing', { timeout: MAP_LOAD_MS });
  await expect(colleague.getByRole('button', { name: 'Add node' })).toBeHidden();
  await expect(memberList(owner)).toContainText('Rita Reader');

  // The owner gives the colleague edit.
  await setEditing(owner, 'Rita Reader', true);
  await expect(membership(colleague)).toHaveText('Editing');
  await expect(colleague.getByText('You can edit now.')).toBeVisible();

  // Both edit; each sees the other's node.
  await addNode(colleague, 'From Rita');
  await addNode(owner, 'From Olive');
  await openSearch(owner);
  await openSearch(colleague);
  await search(owner, 'From');
  await search(colleague, 'From');
  for (const page of [owner, colleague]) {
    await expect(found(page, 'From Rita')).toBeVisible();
    await expect(found(page, 'From Olive')).toBeVisible();
  }

  // The colleague's presence reaches the owner: their chip is there, marked as editing.
  await expect(memberList(owner).getByText('Rita Reader (editing)')).toBeAttached();

  // The owner takes edit back: the colleague can no longer change the map.
  await setEditing(owner, 'Rita Reader', false);
  await expect(membership(colleague)).toHaveText('Viewing');
  await expect(colleague.getByText('You can no longer edit: the owner took edit back.')).toBeVisible();
  await expect(colleague.getByRole('button', { name: 'Add node' })).toBeHidden();

  // The owner ends the session: it is saved, and everyone is back on the map as saved.
  await bar(owner).getByRole('button', { name: 'End live session' }).click();
  await owner
    .getByRole('alertdialog', { name: 'End the live session?' })
    .getByRole('button', { name: 'Confirm' })
    .click();
  for (const page of [owner, colleague]) {
    await expect(page).toHaveURL(new RegExp(`/app/${mapId}$`));
    await expect(page.getByTestId('operation-mode')).toHaveText('Review only', { timeout: MAP_LOAD_MS });
  }
  // Both read the map as the server saved it (the search panel stays open from before).
  for (const page of [owner, colleague]) {
    await search(page, 'From');
    await expect(found(page, 'From Rita')).toBeVisible();
    await expect(found(page, 'From Olive')).toBeVisible();
  }
});

test('a session that ends during live edit locks the app with the re-login dialog, and signing in again goes on in the session', async ({
  page,
  pageErrors,
}) => {
  test.setTimeout(180_000);
  await newDemoMap(page);
  const mapId = new URL(page.url()).pathname.split('/')[2];
  const realtimeSockets: string[] = [];
  page.on('websocket', (socket) => {
    if (socket.url().includes('/smartremote')) realtimeSockets.push(socket.url());
  });
  await page.goto(`/app/${mapId}/liveedit`);
  await bar(page).getByRole('button', { name: 'Start live session' }).click({ timeout: MAP_LOAD_MS });
  await expect(membership(page)).toHaveText('Editing');
  // One realtime connection: the live session's, which also follows the map (no other opened meanwhile).
  expect(realtimeSockets).toHaveLength(1);

  // The session ends on the server: its refresh token is used twice elsewhere (a stolen copy), which ends
  // the whole session at once; the next call the app makes finds it gone.
  const refresh = (await page.context().cookies()).find((cookie) => cookie.name === 'sm_refresh');
  const elsewhere = { headers: { cookie: `sm_refresh=${refresh?.value}` } };
  for (let use = 0; use < 2; use++) await fetch(new URL('/a/auth/refresh', page.url()), elsewhere);
  await page.getByRole('button', { name: 'File' }).click();
  await page.getByRole('menuitem', { name: 'Share', exact: true }).click();
  const expired = page.getByRole('dialog', { name: 'Session Expired' });
  await expect(expired).toBeVisible();
  // Locked in place: not sent to the sign-in page, the live session still on screen. The Share dialog
  // steps aside meanwhile (two modal dialogs fight over the focus: the password went into its e-mail field).
  await expect(page).toHaveURL(new RegExp(`/app/${mapId}/liveedit$`));
  // Found by its markup: the lock dialog hides the rest from the accessibility tree, not from sight.
  const share = page.locator('[role="dialog"]').filter({ has: page.locator('input[type="email"]') });
  await expect(share).toBeHidden();
  // The calls the ended session had refused (401s) are the console errors expected here; none after.
  pageErrors.length = 0;

  await expired.getByLabel('Password').fill(DEMO_USER.password);
  await expired.getByRole('button', { name: 'RE-LOGIN' }).click();
  await expect(expired).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/app/${mapId}/liveedit$`));
  await expect(membership(page)).toHaveText('Editing');
  // The Share dialog is back as it was, nothing typed into it.
  await expect(share.getByLabel('E-mail address')).toHaveValue('');
  await share.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(share).toBeHidden();
  await addNode(page, 'After signing in again');
});
