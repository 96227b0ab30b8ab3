// @vitest-environment happy-dom
import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StoreContext } from '../../../ui/shell/StoreContext';
import { system } from '../../../ui/theme/system';
import type { MapTours } from '../../../ui/tours/mapTours';
import { TutorialsMenu } from '../../../ui/tours/TutorialsMenu';
import { makeStores, signIn } from '../auth-screens/harness';

/** Where the menu sends a user off a map: the new map's route, with its router state shown. */
function NewMapRoute() {
  return <output data-testid="new-map-state">{JSON.stringify(useLocation().state)}</output>;
}

async function openMenu(flags: string[], mapTours: MapTours | null = null) {
  const stores = await makeStores();
  signIn(stores, { flags });
  render(
    <ChakraProvider value={system}>
      <StoreContext.Provider value={stores}>
        <MemoryRouter initialEntries={['/home']}>
          <Routes>
            <Route path="/home" element={<TutorialsMenu mapTours={mapTours} />} />
            <Route path="/new" element={<NewMapRoute />} />
          </Routes>
        </MemoryRouter>
      </StoreContext.Provider>
    </ChakraProvider>,
  );
  const button = screen.getByRole('button', { name: /^Tutorials/ });
  await act(async () => fireEvent.click(button));
  await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('true'));
  return stores;
}

const dotted = () =>
  screen
    .getAllByRole('menuitem')
    .filter((item) => item.querySelector('[role=img][aria-label="Not done yet"]') !== null)
    .map((item) => item.textContent);

/** Chooses an entry from the keyboard, as the menu's own focus moves: down to it, then Enter. */
async function choose(name: string) {
  const item = screen.getByRole('menuitem', { name: new RegExp(`^${name}`) });
  const menu = screen.getByRole('menu');
  await waitFor(() => expect(document.activeElement).toBe(menu));
  for (let moves = 0; !item.hasAttribute('data-highlighted') && moves < 5; moves += 1)
    await act(async () => fireEvent.keyDown(menu, { key: 'ArrowDown' }));
  expect(item.hasAttribute('data-highlighted')).toBe(true);
  await act(async () => fireEvent.keyDown(menu, { key: 'Enter' }));
}

describe('TutorialsMenu (spec 3 section 2.5)', () => {
  afterEach(cleanup);

  it('shows a red dot on each tour not done and a badge counting them', async () => {
    await openMenu(['ToolbarInteractive', 'ShownGettingStarted']);
    expect(screen.getByRole('button', { name: 'Tutorials, 2 not done' })).toBeTruthy();
    expect(screen.getByTestId('tutorials-badge').textContent).toBe('2');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Your New Map',
      'Toolbar',
      'Content Editor',
    ]);
    expect(dotted()).toEqual(['Your New Map', 'Content Editor']);
  });

  it('has no badge once every tour is done', async () => {
    await openMenu(['ShownNewMapInteractive', 'ToolbarInteractive', 'ShownContentEditorInteractive']);
    expect(screen.getByRole('button', { name: 'Tutorials' })).toBeTruthy();
    expect(screen.queryByTestId('tutorials-badge')).toBeNull();
    expect(dotted()).toEqual([]);
  });

  it('elsewhere says a tour opens a new map, and opens one with the tour in its router state', async () => {
    await openMenu([]);
    expect(screen.getByText('Each tour opens a new map to practise on.')).toBeTruthy();
    await choose('Content Editor');
    expect(JSON.parse((await screen.findByTestId('new-map-state')).textContent ?? '')).toEqual({
      tutorial: 'contentEditor',
    });
  });

  it('on a map page starts the chosen tour there', async () => {
    const start = vi.fn();
    await openMenu([], { start });
    expect(screen.queryByText('Each tour opens a new map to practise on.')).toBeNull();
    await choose('Content Editor');
    expect(start).toHaveBeenCalledExactlyOnceWith('contentEditor');
  });
});
