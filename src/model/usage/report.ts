/** The usage report page's small rules (spec 1 sections 2 and 9). */

/** Exit goes back to where the user came from; with no page before it, to the maps list. */
export const USAGE_EXIT_FALLBACK = '/home/maps';

/** A YYYY-MM-DD day as the chart writes it: d/M/Y (spec 1 section 9's date order). */
export function formatUsageDay(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return date;
  const [, year, month, day] = match;
  return `${Number(day)}/${Number(month)}/${year}`;
}

/** A shorter axis label: d/M. */
export function formatUsageAxisDay(date: string): string {
  const full = formatUsageDay(date);
  return full === date ? date : full.slice(0, full.lastIndexOf('/'));
}
