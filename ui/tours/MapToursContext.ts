import { createContext, useContext } from 'react';
import type { TourId } from '../../src/model/tours';

/** What a map page offers the Tutorials menu: starting a tour over its editor. */
export interface MapTours {
  start(tour: TourId): void;
}

/** Set by a map page whose map the user may edit; absent elsewhere. */
export const MapToursContext = createContext<MapTours | null>(null);

export const useMapTours = () => useContext(MapToursContext);
