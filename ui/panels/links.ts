import type { MapLink } from '../../src/model/map/node';
import type { ContentLinks } from '../content/ContentContext';

/** Where the panels' links go: the content's links, and a node's link to another map. */
export interface PanelLinks extends ContentLinks {
  /** Opens the map a node links to, or says why it cannot be opened (src/model/map/mapLink.ts). */
  followMapLink: (link: MapLink) => void;
}
