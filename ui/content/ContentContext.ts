import { createContext, useContext } from 'react';

/** What the rendered content needs from the map around it. */
export interface ContentContextValue {
  /** A node's title for a node link, undefined for a node not in the map. */
  nodeTitle: (nodeId: string) => string | undefined;
}

export const ContentContext = createContext<ContentContextValue>({ nodeTitle: () => undefined });

export const useContentContext = () => useContext(ContentContext);
