import { useApolloClient } from '@apollo/client/react';
import { compareStructural, reaction, when } from 'mobx';
import { useEffect, useState } from 'react';
import { apolloRecallResults } from '../../../src/api/graphql/recall';
import { browserSpeech } from '../../../src/api/speech/speechRecognition';
import type { RecallScope } from '../../../src/model/recall/types';
import type { MapEditorStore } from '../../../src/stores/MapEditorStore';
import { RecallStore } from '../../../src/stores/recall/RecallStore';
import { useHiddenNodes } from '../../map/useHiddenNodes';

/** The session of one scope on one map, opened once the map is loaded; listening stops on leaving. */
export function useRecallStore(mapId: string, scope: RecallScope, editor: MapEditorStore): RecallStore {
  const client = useApolloClient();
  const [store] = useState(() => new RecallStore(scope, apolloRecallResults(client, mapId), browserSpeech));
  // Once: the map a session recalls is the one it opened on.
  useEffect(
    () =>
      when(
        () => editor.document.map !== null,
        () => {
          const { map } = editor.document;
          if (map) void store.open(map);
        },
      ),
    [editor, store],
  );
  useEffect(() => () => store.dispose(), [store]);
  return store;
}

/**
 * The map as the session shows it: the nodes not named yet drawn as ghosts without their titles (through
 * the viewer's presented view, which nothing stores), a level's session on that level, and at the end
 * every node shown with the missed ones marked. Everything is shown again on leaving.
 */
export function useRecallMap(editor: MapEditorStore, store: RecallStore): void {
  useHiddenNodes(editor.document, store);

  useEffect(() => {
    const { scope } = store;
    if (scope.kind !== 'level') return;
    return reaction(
      () => store.setup.status === 'ready',
      (ready) => {
        if (ready) editor.edit({ type: 'setCurrentLevel', levelId: scope.levelId });
      },
      { fireImmediately: true },
    );
  }, [editor, store]);

  useEffect(() => {
    const mark = (nodeIds: string[]) => {
      const result = editor.edit({ type: 'setHighlighted', nodeIds });
      if (!result.ok) console.warn(result.error);
    };
    const stop = reaction(() => store.missedNodeIds, mark, {
      fireImmediately: true,
      equals: compareStructural,
    });
    return () => {
      stop();
      mark([]);
    };
  }, [editor, store]);
}
