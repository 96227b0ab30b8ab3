// @vitest-environment happy-dom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { usageStrings } from '../../../ui/screens/usage/strings';
import UsageReportScreen from '../../../ui/screens/usage/UsageReportScreen';
import { makeStores, renderWithStores, scriptedApolloClient } from '../auth-screens/harness';
import { dayAnswer } from './fixtures';

async function renderReport(dayUsage: unknown[]) {
  const { client, seen } = scriptedApolloClient({
    MapUsage: { mapUsage: { __typename: 'MapUsage', mapId: 'map1', dayUsage } },
  });
  renderWithStores(await makeStores(), <UsageReportScreen />, {
    path: '/:documentId/usage',
    at: '/map1/usage',
    apollo: client,
  });
  await act(async () => {});
  return seen;
}

describe('UsageReportScreen', () => {
  afterEach(cleanup);

  it("asks for the route's map and says No data available without use", async () => {
    const seen = await renderReport([]);
    expect(seen[0]?.variables).toEqual({ mapId: 'map1' });
    expect(screen.getByText(usageStrings.noData)).toBeTruthy();
    expect(screen.queryByTestId('usage-chart')).toBeNull();
  });

  it('shows the chart when there is use, and an Exit button', async () => {
    await renderReport([dayAnswer('2025-01-01', 3), dayAnswer('2025-01-03', 1)]);
    expect(screen.getByTestId('usage-chart')).toBeTruthy();
    expect(screen.queryByText(usageStrings.noData)).toBeNull();
    expect(screen.getByRole('button', { name: usageStrings.exit })).toBeTruthy();
  });
});
