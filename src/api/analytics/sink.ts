/**
 * The one door analytics go through: a sink that sends events somewhere, or nowhere. Off by default; with a
 * measurement id (the `google-measurement-id` flag) Google Analytics' script is loaded, once, and every
 * event goes to it. The server allows that script and its calls in the CSP only then
 * (server/securityHeaders.ts).
 */
import type { AnalyticsEvent } from '../../model/analytics';

export interface AnalyticsSink {
  send(event: AnalyticsEvent): void;
}

export const NO_ANALYTICS: AnalyticsSink = { send: () => {} };

export const GOOGLE_TAG_URL = 'https://www.googletagmanager.com/gtag/js';

type Gtag = (...args: unknown[]) => void;
interface GtagWindow {
  dataLayer?: unknown[];
  gtag?: Gtag;
}

/**
 * Google Analytics 4 through gtag.js: the page views are sent by the app (the router knows the path), so
 * gtag's own are off.
 */
export function googleAnalytics(measurementId: string, page: Document = document): AnalyticsSink {
  const scope = page.defaultView as (Window & GtagWindow) | null;
  if (scope === null) return NO_ANALYTICS;
  if (scope.gtag === undefined) {
    scope.dataLayer = scope.dataLayer ?? [];
    // gtag.js reads the `arguments` objects queued here, exactly as Google's snippet queues them.
    scope.gtag = function gtag() {
      // biome-ignore lint/complexity/noArguments: gtag.js expects the arguments object itself.
      scope.dataLayer?.push(arguments);
    };
    const script = page.createElement('script');
    script.async = true;
    script.src = `${GOOGLE_TAG_URL}?id=${encodeURIComponent(measurementId)}`;
    page.head.append(script);
    scope.gtag('js', new Date());
    scope.gtag('config', measurementId, { send_page_view: false });
  }
  const gtag = scope.gtag;
  return {
    send(event) {
      if (event.name === 'page_view') gtag('event', 'page_view', { page_path: event.path });
      else gtag('event', event.name, { event_label: event.label, map_id: event.mapId });
    },
  };
}
