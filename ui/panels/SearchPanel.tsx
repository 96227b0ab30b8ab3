import { Input, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useDeferredValue, useMemo, useState } from 'react';
import { richTextPlain } from '../../src/model/richText/plainText';
import { NodeSearchIndex } from '../../src/model/search/nodeSearch';
import type { MapEditorStore } from '../../src/stores/MapEditorStore';
import { NodeEntryButton } from './NodeEntryButton';
import { panelStrings as strings } from './strings';

export interface SearchPanelProps {
  editor: MapEditorStore;
  /** Selects the node and centres the camera on it. */
  onFocusNode: (nodeId: string) => void;
}

/**
 * Fuzzy search over node titles and the plain text of their content (spec 2 sections 2, 5 and 9). The
 * index lives on the main thread and is rebuilt only when titles or content changed (nodeSearch.ts).
 */
export const SearchPanel = observer(function SearchPanel({ editor, onFocusNode }: SearchPanelProps) {
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const index = useMemo(() => new NodeSearchIndex(richTextPlain), []);
  const map = editor.document.map;
  const nodes = map?.nodes;
  const hits = useMemo(
    () => (nodes ? index.search(nodes, deferredQuery) : []),
    [index, nodes, deferredQuery],
  );
  if (!map) return null;
  const levelNames = new Map(map.levels.map((level) => [level.id, level.description]));
  const levelsOf = new Map(map.nodes.map((node) => [node.id, node.levels]));

  return (
    <Stack gap="2">
      <Input
        size="sm"
        type="search"
        aria-label={strings.searchLabel}
        placeholder={strings.searchPlaceholder}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {deferredQuery.trim() !== '' && (
        <Text fontSize="xs" color="fg.muted" role="status">
          {hits.length === 0 ? strings.noResults : strings.results(hits.length)}
        </Text>
      )}
      {hits.length > 0 && (
        <Stack as="ul" gap="0" listStyleType="none" aria-label={strings.panels.search}>
          {hits.map((hit) => {
            const levels = levelsOf.get(hit.id) ?? [];
            const elsewhere = !levels.some((level) => level.levelId === editor.levelId);
            const firstLevel = levels[0] && levelNames.get(levels[0].levelId);
            return (
              <li key={hit.id}>
                <NodeEntryButton
                  title={hit.title}
                  detail={elsewhere && firstLevel ? strings.onLevel(firstLevel) : null}
                  onClick={() => onFocusNode(hit.id)}
                />
              </li>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
});
