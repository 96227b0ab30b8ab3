// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RootStore } from '../../../src/stores/RootStore';
import { AccountMenu } from '../../../ui/components/AccountMenu';
import { makeStores, renderWithStores, signIn } from '../auth-screens/harness';

async function openMenu(roles: string[], prepare: (stores: RootStore) => void = () => {}) {
  const stores = await makeStores();
  signIn(stores, {
    username: 'ada@example.com',
    lastName: 'Admin',
    roles,
    organization: { id: 'o1', name: 'Acme' },
  });
  prepare(stores);
  renderWithStores(stores, <AccountMenu />);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Account menu' })));
  await act(async () => {});
  return stores;
}

const items = () => screen.getAllByRole('menuitem').map((item) => item.textContent);

describe('AccountMenu order (spec 3 section 2.5)', () => {
  afterEach(cleanup);

  it('lists username, My Profile, Administration, Send Invite, Update available, Logout for an admin', async () => {
    const apply = vi.fn();
    await openMenu(['ADMIN'], (stores) => stores.appUpdate.offer(apply));
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    expect(items()).toEqual(['My Profile', 'Administration', 'Send Invite', 'Update available', 'Logout']);
    const update = screen.getByRole('menuitem', { name: 'Update available' });
    await act(async () => fireEvent.pointerMove(update, { pointerType: 'mouse' }));
    await act(async () => fireEvent.click(update));
    expect(apply).toHaveBeenCalledOnce();
  });

  it('offers Update available only while a new version waits', async () => {
    await openMenu(['ORG_ADMIN']);
    expect(items()).toEqual(['My Profile', 'Administration', 'Logout']);
  });
});
