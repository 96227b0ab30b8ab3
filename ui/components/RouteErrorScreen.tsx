import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { reportClientError } from '../../src/api/clientLog';
import { FailureScreen } from '../screens/FailureScreen';

/** The router's error element: a route that fails to load or render shows the failure screen, reported once. */
export function RouteErrorScreen() {
  const error = useRouteError();
  useEffect(() => {
    const message = isRouteErrorResponse(error)
      ? `Route error ${error.status}: ${error.statusText}`
      : `Render error: ${error instanceof Error ? error.message : String(error)}`;
    void reportClientError(message, error);
  }, [error]);
  return <FailureScreen />;
}
