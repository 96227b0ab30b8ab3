/**
 * Analytics in the shell: one sink for the whole app, chosen from the feature flags (none unless an
 * operator set `google-measurement-id`), a page view for each path the router shows, and `useAnalytics`
 * for the screens that report events.
 */
import { observer } from 'mobx-react-lite';
import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { type AnalyticsSink, googleAnalytics, NO_ANALYTICS } from '../../src/api/analytics/sink';
import { measurementIdOf } from '../../src/model/analytics';
import { useStores } from './StoreContext';

const AnalyticsContext = createContext<AnalyticsSink>(NO_ANALYTICS);

export const AnalyticsProvider = observer(function AnalyticsProvider({ children }: { children: ReactNode }) {
  const { featureFlags } = useStores();
  const measurementId = measurementIdOf(featureFlags.flags['google-measurement-id']);
  const sink = useMemo(
    () => (measurementId ? googleAnalytics(measurementId) : NO_ANALYTICS),
    [measurementId],
  );
  return <AnalyticsContext.Provider value={sink}>{children}</AnalyticsContext.Provider>;
});

export const useAnalytics = (): AnalyticsSink => useContext(AnalyticsContext);

/** Sends a page view with the path each time the router shows another (inside the router). */
export function PageViews(): null {
  const { pathname } = useLocation();
  const analytics = useAnalytics();
  useEffect(() => analytics.send({ name: 'page_view', path: pathname }), [analytics, pathname]);
  return null;
}
