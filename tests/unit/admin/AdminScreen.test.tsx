// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { runInAction } from 'mobx';
import { afterEach, describe, expect, it } from 'vitest';
import AdminScreen from '../../../ui/screens/admin/AdminScreen';
import { makeStores, renderWithStores } from '../auth-screens/harness';
import { type Answer, fakeServer } from '../maps/harness';

function adminUser(id: string, username: string, roles: string[]) {
  return {
    __typename: 'AdminUser',
    id,
    username,
    firstName: 'Pat',
    lastName: id,
    roles,
    status: 'active',
    organization: { __typename: 'AdminOrganization', id: 'o1', name: 'North School' },
    deactivatedAt: null,
    createdAt: '2026-01-01T10:00:00.000Z',
  };
}

const usersPage = (items: ReturnType<typeof adminUser>[], total = items.length) => ({
  adminUsers: { __typename: 'AdminUserPage', total, items },
});

async function renderAdmin(roles: string[], answers: Record<string, Answer> = {}) {
  const stores = await makeStores();
  runInAction(() => {
    stores.auth.dispatch({ type: 'loginSucceeded' });
    stores.auth.user = {
      id: 'viewer',
      username: 'viewer@example.org',
      firstName: 'Vi',
      lastName: 'Ewer',
      roles,
      newsletterConsent: false,
      termsAgreedAt: null,
      flags: [],
      organization: { id: 'o1', name: 'North School' },
    };
  });
  const server = fakeServer(answers);
  renderWithStores(stores, <AdminScreen />, { path: '/admin', at: '/admin', apollo: server.client });
  await act(async () => {});
  return server;
}

describe('AdminScreen', () => {
  afterEach(cleanup);

  it('refuses a user without an admin role and asks the server nothing', async () => {
    const server = await renderAdmin(['beta', 'ADMIN', 'ADMIN']);
    expect(screen.getByRole('heading', { name: 'Not accessible' })).toBeTruthy();
    expect(server.sent).toEqual([]);
  });

  it('shows an organization administrator their organization, without the courses tab', async () => {
    await renderAdmin(['ORG_ADMIN'], { AdminUsers: usersPage([]) });
    expect(screen.getByText('Users of North School, their feedback and client errors.')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Users',
      'Feedback',
      'Client errors',
    ]);
    expect(
      await screen.findByText(
        'No users in your organization yet. A site administrator can invite them into it.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Invite users' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Monitor' })).toBeNull();
  });

  it('pages through users and starts a new search on its first page', async () => {
    const server = await renderAdmin(['ADMIN'], {
      AdminUsers: (variables) =>
        usersPage(
          [adminUser(`u${String(variables.offset)}`, `u${String(variables.offset)}@example.org`, [])],
          45,
        ),
    });
    expect(await screen.findByText('u0@example.org')).toBeTruthy();
    expect(screen.getByText('Page 1 of 3 (45 rows)')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next' })));
    expect(await screen.findByText('u20@example.org')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search users'), { target: { value: 'pat' } });
    await waitFor(() =>
      expect(server.named('AdminUsers').at(-1)?.variables).toEqual({ search: 'pat', offset: 0, limit: 20 }),
    );
  });

  it('marks a role listed twice as not granted and saves each role once', async () => {
    const doubled = adminUser('u1', 'twice@example.org', ['beta', 'beta']);
    const server = await renderAdmin(['ADMIN'], {
      AdminUsers: usersPage([doubled]),
      SetUserRoles: (variables) => ({ setUserRoles: { ...doubled, roles: variables.roles } }),
    });
    const row = (await screen.findByText('twice@example.org')).closest('tr') as HTMLElement;
    await act(async () => fireEvent.click(within(row).getByRole('button', { name: 'Roles…' })));
    const dialog = await screen.findByRole('dialog', { name: 'Roles of twice@example.org' });
    expect(within(dialog).getByText(/Listed more than once, so not granted: beta/)).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(server.named('SetUserRoles')).toHaveLength(1));
    expect(server.named('SetUserRoles')[0]?.variables).toEqual({ userId: 'u1', roles: ['beta'] });
  });
});
