// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { GOOGLE_TAG_URL, googleAnalytics, NO_ANALYTICS } from './sink';

interface GtagWindow {
  dataLayer?: IArguments[];
  gtag?: unknown;
}
const scope = () => window as unknown as GtagWindow;
const queued = () => (scope().dataLayer ?? []).map((entry) => [...entry]);
const tagScripts = () =>
  [...document.querySelectorAll('script')].filter((script) => script.src.startsWith(GOOGLE_TAG_URL));

// The script is not fetched here (no network in a test): happy-dom counts it as loaded, quietly.
(
  window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }
).happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;

afterEach(() => {
  for (const script of tagScripts()) script.remove();
  delete scope().dataLayer;
  delete scope().gtag;
});

describe('analytics sinks', () => {
  it('loads nothing and sends nothing when off', () => {
    NO_ANALYTICS.send({ name: 'page_view', path: '/home' });
    expect(tagScripts()).toEqual([]);
    expect(scope().dataLayer).toBeUndefined();
  });

  it('loads gtag.js once with the measurement id and queues each event in its form', () => {
    const first = googleAnalytics('G-TEST1234');
    googleAnalytics('G-TEST1234');
    expect(tagScripts().map((script) => script.src)).toEqual([`${GOOGLE_TAG_URL}?id=G-TEST1234`]);
    first.send({ name: 'page_view', path: '/app/home' });
    first.send({ name: 'load_map', label: 'Photosynthesis', mapId: 'abcdefghij' });
    const entries = queued();
    expect(entries[1]).toEqual(['config', 'G-TEST1234', { send_page_view: false }]);
    expect(entries.slice(2)).toEqual([
      ['event', 'page_view', { page_path: '/app/home' }],
      ['event', 'load_map', { event_label: 'Photosynthesis', map_id: 'abcdefghij' }],
    ]);
  });
});
