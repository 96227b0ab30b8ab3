/** User-visible texts of the usage report (spec 1 sections 2 and 8). */
import { usageMessages } from '../../../src/model/usage';

export const usageStrings = {
  title: 'Usage report',
  subtitle: 'Daily use of this map by signed-in and anonymous users.',
  chartLabel: 'Daily usage chart',
  loading: 'Loading usage report',
  loadFailed: 'Unable to load the usage report. Try again later.',
  exit: usageMessages.exit,
  noData: usageMessages.noData,
  series: usageMessages.series,
} as const;
