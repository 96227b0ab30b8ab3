import type { TourId } from '../../src/model/tours';

/** What a map page offers the Tutorials menu: starting a tour over its editor. */
export interface MapTours {
  start(tour: TourId): void;
}
