import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { isMapRoute } from '../../src/model/map/routes';
import { StudyPlaceProvider } from '../screens/study/StudyPlace';
import { HomeOrLogin } from './SignInGuards';

/**
 * A map's routes (`/:documentId/...`) match any first segment: only a well-formed map id with a known
 * mode suffix opens the map; anything else is an unknown path (spec 1 section 2), and nothing about it is
 * asked of the server. The screen studies the map itself (map form of spec 3 section 2.1).
 */
export function RequireMapRoute({ children }: { children: ReactNode }) {
  const { documentId = '', mode } = useParams();
  return isMapRoute(documentId, mode) ? (
    <StudyPlaceProvider mapId={documentId} courseId={null}>
      {children}
    </StudyPlaceProvider>
  ) : (
    <HomeOrLogin />
  );
}
