// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountMenu } from '../../../ui/components/AccountMenu';
import { inviteStrings } from '../../../ui/dialogs/strings';
import { shellStrings } from '../../../ui/strings';
import { makeStores, renderWithStores, signIn } from '../auth-screens/harness';

async function openMenu(roles: string[], organization?: { id: string; name: string }) {
  const stores = await makeStores();
  signIn(stores, {
    username: 'admin@example.com',
    lastName: 'Admin',
    roles,
    ...(organization ? { organization } : {}),
  });
  renderWithStores(stores, <AccountMenu />);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: shellStrings.account.menu })));
  await act(async () => {});
}

describe('AccountMenu Send Invite', () => {
  afterEach(cleanup);

  it('is offered to ADMIN and opens the Invite User dialog for their organization', async () => {
    await openMenu(['ADMIN'], { id: 'o1', name: 'Acme' });
    const item = screen.getByRole('menuitem', { name: inviteStrings.menuItem });
    // Zag's menu selects the highlighted item: highlight it as a pointer would, then press.
    await act(async () => {
      fireEvent.pointerMove(item, { pointerType: 'mouse' });
    });
    await act(async () => {
      fireEvent.click(item);
    });
    expect((await screen.findByRole('dialog')).textContent).toContain('Invite User to Acme');
  });

  it('is not offered to other users, org admins included', async () => {
    await openMenu(['ORG_ADMIN']);
    expect(screen.getByRole('menuitem', { name: shellStrings.account.administration })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: inviteStrings.menuItem })).toBeNull();
    cleanup();
    await openMenu([]);
    expect(screen.queryByRole('menuitem', { name: inviteStrings.menuItem })).toBeNull();
  });
});
