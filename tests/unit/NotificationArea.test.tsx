// @vitest-environment happy-dom

import { CombinedGraphQLErrors } from '@apollo/client';
import { ChakraProvider } from '@chakra-ui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphQLErrorAlert } from '../../src/api/graphql/errors';
import { NotificationStore } from '../../src/stores/NotificationStore';
import { NotificationArea } from '../../ui/components/NotificationArea';
import { system } from '../../ui/theme/system';

const renderArea = (store: NotificationStore) =>
  render(
    <ChakraProvider value={system}>
      <NotificationArea store={store} />
    </ChakraProvider>,
  );

describe('NotificationArea', () => {
  afterEach(cleanup);

  it('shows each alert once, with a repeat badge when identical alerts merge', () => {
    const store = new NotificationStore();
    renderArea(store);
    act(() => {
      store.notify({ topic: 'Save', alertType: 'error', text: 'Unable to save' });
    });
    expect(screen.getByText('Unable to save')).toBeTruthy();
    expect(screen.queryByTestId('notification-repeats')).toBeNull();
    act(() => {
      store.notify({ topic: 'Save', alertType: 'error', text: 'Unable to save' });
      store.notify({ topic: 'Save', alertType: 'error', text: 'Unable to save' });
    });
    expect(screen.getAllByText('Unable to save')).toHaveLength(1);
    expect(screen.getByTestId('notification-repeats').textContent).toBe('2');
  });

  it("shows an outdated app's error with a 'Load App Update' button that loads the update", () => {
    const store = new NotificationStore();
    const loadAppUpdate = vi.fn();
    renderArea(store);
    const error = new CombinedGraphQLErrors({
      errors: [
        { message: 'A newer version of the app is needed.', extensions: { code: 'ClientUpgradeRequired' } },
      ],
    });
    const alert = graphQLErrorAlert(error, 'Failed.', true, loadAppUpdate);
    act(() => {
      if (alert) store.notify(alert);
    });
    expect(screen.getByText('A newer version of the app is needed.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load App Update' }));
    expect(loadAppUpdate).toHaveBeenCalledTimes(1);
  });

  it('closes an alert from its close button', () => {
    const store = new NotificationStore();
    renderArea(store);
    act(() => {
      store.notify({ alertType: 'warning', text: 'Check this' });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(store.openAlerts).toHaveLength(0);
    expect(screen.getByTestId('notification').getAttribute('data-state')).toBe('closed');
  });

  it('closes on any button inside when closeOnButtonClick is set, not otherwise', () => {
    const store = new NotificationStore();
    const runs: string[] = [];
    renderArea(store);
    act(() => {
      store.notify({
        alertType: 'info',
        text: 'Sticky',
        action: { label: 'Retry', run: () => runs.push('retry') },
      });
      store.notify({
        alertType: 'info',
        text: 'Update ready',
        closeOnButtonClick: true,
        action: { label: 'Refresh and Update', run: () => runs.push('update') },
      });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    fireEvent.click(screen.getByRole('button', { name: 'Refresh and Update' }));
    expect(runs).toEqual(['retry', 'update']);
    expect(store.openAlerts.map((alert) => alert.text)).toEqual(['Sticky']);
  });
});
