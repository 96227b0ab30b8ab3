/**
 * What the app reports to analytics (spec 2 section 7, spec 3 section 7): page views with their path, and
 * four events each with a label and a map id. Nothing is reported unless an operator sets the
 * `google-measurement-id` flag (`src/api/analytics`).
 */
export const ANALYTICS_EVENTS = [
  'load_map',
  'load_course',
  'share_social_media',
  'view_presentation',
] as const;

export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number];

export type AnalyticsEvent =
  | { name: 'page_view'; path: string }
  | { name: AnalyticsEventName; label: string; mapId: string };

/** A Google Analytics measurement id (G-XXXXXXX); anything else counts as unset. */
export function measurementIdOf(value: boolean | string): string | null {
  return typeof value === 'string' && /^G-[A-Z0-9]{4,20}$/i.test(value) ? value : null;
}
