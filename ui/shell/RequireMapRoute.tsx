import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { isMapRoute } from '../../src/model/map/routes';
import { HomeOrLogin } from './SignInGuards';

/**
 * A map's routes (`/:documentId/...`) match any first segment: only a well-formed map id with a known
 * mode suffix opens the map; anything else is an unknown path (spec 1 section 2), and nothing about it is
 * asked of the server.
 */
export function RequireMapRoute({ children }: { children: ReactNode }) {
  const { documentId = '', mode } = useParams();
  return isMapRoute(documentId, mode) ? children : <HomeOrLogin />;
}
