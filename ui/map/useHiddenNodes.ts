import { compareStructural, reaction } from 'mobx';
import { useEffect } from 'react';
import type { MapDocumentStore } from '../../src/stores/MapDocumentStore';

/** What a study screen hides: observable node ids (a quiz's or a recall session's store). */
export interface HidesNodes {
  readonly hiddenNodeIds: readonly string[];
}

/**
 * Keeps the nodes a study screen hides (a recall question's or a recall session's, until named) out of
 * the viewer's presented view, which nothing stores; everything is shown again on leaving.
 */
export function useHiddenNodes(document: MapDocumentStore, source: HidesNodes): void {
  useEffect(() => {
    const show = (nodeIds: readonly string[]) => {
      const result = document.apply(
        { type: 'showAllNodesExcept', nodeIds: [...nodeIds] },
        { origin: 'replay' },
      );
      if (!result.ok) console.warn(result.error);
    };
    const stop = reaction(() => source.hiddenNodeIds, show, {
      fireImmediately: true,
      equals: compareStructural,
    });
    return () => {
      stop();
      show([]);
    };
  }, [document, source]);
}
