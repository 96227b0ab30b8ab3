import { createContext, type ReactNode, useContext } from 'react';
import type { QuizFieldElement } from '../../src/model/richText/types';

/** Following a link in the content: to a node of the map, or to another map of the app. */
export interface ContentLinks {
  /** Goes to the node: its level made current, the node selected and brought into view. */
  followNode: (nodeId: string) => void;
  /** Opens another map at its route below the app's base path (see src/model/map/mapLink.ts). */
  openMap: (path: string) => void;
}

/** What the rendered content needs from the map around it. */
export interface ContentContextValue {
  /** A node's title for a node link, undefined for a node not in the map. */
  nodeTitle: (nodeId: string) => string | undefined;
  /** Where the content's links go; without it node links only show their node and links open in a new tab. */
  links?: ContentLinks;
  /** The content is shown, not edited: a plain click follows a link (while editing, Ctrl or ⌘ and click). */
  readOnly: boolean;
  /**
   * What stands in a quiz field's place: a learner answering a multi-field question gets an input there.
   * Without it a quiz field shows as a placeholder of its input type.
   */
  renderQuizField?: (field: QuizFieldElement) => ReactNode;
}

export const ContentContext = createContext<ContentContextValue>({
  nodeTitle: () => undefined,
  readOnly: true,
});

export const useContentContext = () => useContext(ContentContext);
