// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RootStore } from '../../../src/stores/RootStore';
import MapsScreen from '../../../ui/screens/maps/MapsScreen';
import { mapsStrings } from '../../../ui/screens/maps/strings';
import { makeStores, renderWithStores } from '../auth-screens/harness';
import { type Answer, fakeServer, label, mapRow, VIEWER } from './harness';

const labels = [label('L1', 'Science'), label('L2', 'Science/Biology'), label('L3', 'History')];
const maps = [
  mapRow('m1', 'Cells', { labels: ['L2'], date: '2026-03-01T10:00:00.000Z', tags: ['Bookmarked'] }),
  mapRow('m2', 'Atoms', { owner: 'other', date: '2026-03-05T10:00:00.000Z' }),
  mapRow('m3', 'Old notes', { tags: ['Archived'], date: '2026-03-09T10:00:00.000Z' }),
  mapRow('m4', 'Battles', { labels: ['L3'], date: '2026-02-01T10:00:00.000Z' }),
];

const baseAnswers = (): Record<string, Answer> => ({
  Maps: { maps },
  GetMapLabels: { user: { __typename: 'User', id: VIEWER }, mapLabels: labels },
});

async function renderMaps(at: string, answers: Record<string, Answer> = {}) {
  const server = fakeServer({ ...baseAnswers(), ...answers });
  const stores = await makeStores();
  const path = at.startsWith('/home/maps/label/')
    ? '/home/maps/label/:labelId'
    : at === '/home/maps'
      ? '/home/maps'
      : '/home/maps/:view';
  renderWithStores(stores, <MapsScreen />, { path, at, apollo: server.client });
  await act(async () => {});
  return { ...server, stores };
}

const rowNames = () =>
  screen
    .queryAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('link')[0]?.textContent);

/** Clicks and lets the components' state machines settle. */
const click = (element: HTMLElement) =>
  act(async () => {
    fireEvent.click(element);
  });

const notices = (stores: RootStore) => stores.notifications.alerts.map((alert) => alert.text);

// happy-dom lays nothing out: give the table's scrolling body a size, so the virtualiser renders rows.
const measured = ['clientHeight', 'clientWidth'] as const;
const originals = measured.map((key) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, key));

describe('MapsScreen', () => {
  beforeAll(() => {
    for (const key of measured) {
      Object.defineProperty(HTMLElement.prototype, key, {
        configurable: true,
        get() {
          return (this as HTMLElement).dataset.testid === 'maps-table-body' ? 600 : 0;
        },
      });
    }
  });
  afterAll(() => {
    measured.forEach((key, index) => {
      const original = originals[index];
      if (original) Object.defineProperty(HTMLElement.prototype, key, original);
    });
  });
  afterEach(cleanup);

  it('lists the active maps newest first, with the views and the folder tree in the sidebar', async () => {
    await renderMaps('/home/maps');
    await waitFor(() => expect(rowNames()).toEqual(['Atoms', 'Cells', 'Battles']));
    const sidebar = screen.getByRole('navigation', { name: mapsStrings.sidebarLabel });
    for (const name of Object.values(mapsStrings.views)) expect(within(sidebar).getByText(name)).toBeTruthy();
    expect(within(sidebar).getByRole('link', { name: 'Biology' }).getAttribute('href')).toBe(
      '/home/maps/label/L2',
    );
    expect(
      within(sidebar).getByRole('link', { name: mapsStrings.views.all }).getAttribute('aria-current'),
    ).toBe('page');
    const cells = screen.getAllByRole('row')[1] as HTMLElement;
    expect(within(cells).getByRole('link', { name: 'Atoms' }).getAttribute('href')).toBe('/m2');
    expect(within(cells).getByText('Grace Hopper')).toBeTruthy();
  });

  it.each([
    ['/home/maps/my-maps', ['Cells', 'Battles']],
    ['/home/maps/shared', ['Atoms']],
    ['/home/maps/bookmarked', ['Cells']],
    ['/home/maps/archived', ['Old notes']],
    ['/home/maps/uncategorised', ['Atoms']],
    ['/home/maps/label/L2', ['Cells']],
  ])('filters %s', async (at, expected) => {
    await renderMaps(at);
    await waitFor(() => expect(rowNames()).toEqual(expected));
  });

  it('shows the empty state of the view', async () => {
    await renderMaps('/home/maps/archived', { Maps: { maps: maps.filter((map) => map.id !== 'm3') } });
    expect(await screen.findByText(mapsStrings.empty.archived)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('sorts by name and flips the direction', async () => {
    await renderMaps('/home/maps');
    await waitFor(() => expect(rowNames()).toHaveLength(3));
    await click(screen.getByRole('button', { name: mapsStrings.table.name }));
    expect(rowNames()).toEqual(['Atoms', 'Battles', 'Cells']);
    await click(screen.getByRole('button', { name: new RegExp(mapsStrings.table.name) }));
    expect(rowNames()).toEqual(['Cells', 'Battles', 'Atoms']);
  });

  it('bookmarks at once, before the server answers', async () => {
    const { named } = await renderMaps('/home/maps', { AddUserTagToMaps: 'hang' });
    const star = await screen.findByRole('button', { name: mapsStrings.table.bookmarkMap('Atoms') });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    await click(star);
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('true'));
    expect(named('AddUserTagToMaps')[0]?.variables).toEqual({ mapIds: ['m2'], tag: 'Bookmarked' });
  });

  it('moves the selected maps to a folder and confirms', async () => {
    const { named, stores } = await renderMaps('/home/maps', {
      MoveMapsToLabel: (variables) => ({
        moveMapsToLabel: maps
          .filter((map) => (variables.mapIds as string[]).includes(map.id))
          .map((map) => ({ ...map, labels: [variables.labelId as string] })),
      }),
    });
    await click(await screen.findByLabelText(mapsStrings.table.select('Atoms')));
    await click(screen.getByLabelText(mapsStrings.table.select('Battles')));
    await click(screen.getByRole('button', { name: mapsStrings.moveSelected(2) }));
    const dialog = await screen.findByRole('dialog');
    await click(within(dialog).getByLabelText('Science/Biology'));
    await click(within(dialog).getByRole('button', { name: mapsStrings.moveDialog.submit }));
    await waitFor(() =>
      expect(notices(stores)).toContain("2 map(s) has been moved to folder 'Science/Biology'"),
    );
    expect(named('MoveMapsToLabel')[0]?.variables).toEqual({ mapIds: ['m2', 'm4'], labelId: 'L2' });
    await waitFor(() => expect(rowNames()).toEqual(['Atoms', 'Cells', 'Battles']));
    expect(screen.queryByRole('button', { name: mapsStrings.moveSelected(2) })).toBeNull();
  });

  it('narrows the folders of the move dialog only after the search settles', async () => {
    await renderMaps('/home/maps');
    await click(await screen.findByRole('button', { name: mapsStrings.table.rowMenu('Atoms') }));
    const item = await screen.findByRole('menuitem', { name: mapsStrings.rowMenu.move });
    // The menu selects its highlighted item: point at it first, as a mouse does.
    await act(async () => {
      fireEvent.pointerMove(item, { pointerType: 'mouse' });
    });
    await click(item);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(mapsStrings.moveDialog.search), {
      target: { value: 'hist' },
    });
    expect(within(dialog).queryByLabelText('Science')).not.toBeNull();
    await waitFor(() => expect(within(dialog).queryByLabelText('Science')).toBeNull(), { timeout: 2000 });
    expect(within(dialog).getByLabelText('History')).toBeTruthy();
  });

  it('refuses a duplicate folder name on rename without asking the server', async () => {
    const { named } = await renderMaps('/home/maps/label/L3');
    await click(await screen.findByRole('button', { name: mapsStrings.renameFolder }));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByLabelText(mapsStrings.renameDialog.name);
    fireEvent.change(field, { target: { value: ' SCIENCE ' } });
    await click(within(dialog).getByRole('button', { name: mapsStrings.renameDialog.submit }));
    expect(await within(dialog).findByText('Duplicate name')).toBeTruthy();
    fireEvent.change(field, { target: { value: 'a/b' } });
    await click(within(dialog).getByRole('button', { name: mapsStrings.renameDialog.submit }));
    expect(await within(dialog).findByText('Folder name must not contain a slash.')).toBeTruthy();
    expect(named('RenameLabel')).toEqual([]);
  });

  it("shows the server's refusal of a new folder in the dialog", async () => {
    const { named } = await renderMaps('/home/maps', {
      CreateLabel: { error: 'Duplicate name', code: 'CONFLICT' },
    });
    await click((await screen.findAllByRole('button', { name: mapsStrings.newFolder }))[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(mapsStrings.createDialog.name), {
      target: { value: ' Maths / Algebra ' },
    });
    await click(within(dialog).getByRole('button', { name: mapsStrings.createDialog.submit }));
    expect(await within(dialog).findByText('Duplicate name')).toBeTruthy();
    expect(named('CreateLabel')[0]?.variables).toEqual({ name: 'Maths/Algebra' });
  });

  it("names a failed maps query 'Fetching maps'", async () => {
    await renderMaps('/home/maps', { Maps: { error: 'boom' } });
    expect((await screen.findByTestId('maps-error')).textContent).toContain('Fetching maps: boom');
  });
});
