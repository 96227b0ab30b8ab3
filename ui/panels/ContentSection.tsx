import { Box, Heading } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { RichText } from '../../src/model/map/content';
import type { ReadonlyList } from '../../src/model/map/entityList';
import type { MapNode } from '../../src/model/map/node';
import { isEmptyDocument, toDocument } from '../../src/model/richText/document';
import type { RichDocument } from '../../src/model/richText/types';
import type { ContentLinks } from '../content/ContentContext';
import { ContentEditor } from '../content/ContentEditor';
import { contentStrings as strings } from '../content/strings';
import { useDebouncedCommit, useFlushBeforeOutsideActions } from '../content/useDebouncedCommit';

export interface ContentSectionProps {
  /** The node or connection whose content this is (its own node is not offered for node links). */
  ownerId: string;
  prose: RichText | undefined;
  editable: boolean;
  /** Stores the content: null for an empty document. */
  commit: (prose: RichText | null) => void;
  /** The map's nodes, for node links. */
  nodes?: ReadonlyList<MapNode>;
  /** The section's heading and name: 'Content' unless given. */
  heading?: string;
  /** Where node links and links to other maps go. */
  links?: ContentLinks;
}

/**
 * A node's or connection's content (prose) in the rich-text editor. An edit is committed as one action
 * when the editor loses focus or typing pauses, so undo steps over a whole edit; an empty document is
 * stored as no prose. A change from elsewhere (undo, another editor) shows the stored content again.
 */
export const ContentSection = observer(function ContentSection({
  ownerId,
  prose,
  editable,
  commit: store,
  nodes = [],
  heading = strings.section,
  links,
}: ContentSectionProps) {
  const stored = JSON.stringify(prose ?? null);
  const storedRef = useRef(stored);
  storedRef.current = stored;
  // The stored content this editor last showed or committed; anything else arrived from elsewhere.
  const known = useRef(stored);
  const [shown, setShown] = useState({ content: stored, version: 0 });
  useEffect(() => {
    if (stored === known.current) return;
    known.current = stored;
    setShown((previous) => ({ content: stored, version: previous.version + 1 }));
  }, [stored]);
  // A plain copy of what is stored: the editor must not hold the map's own (observable) objects.
  const initialValue = useMemo(() => toDocument(JSON.parse(shown.content)), [shown]);

  const commit = useCallback(
    (document: RichDocument) => {
      const content = isEmptyDocument(document) ? null : document;
      const next = JSON.stringify(content);
      if (next === storedRef.current) return;
      known.current = next;
      // What a remount (switching between editing and reading) starts from; the editor itself goes on.
      setShown((previous) => ({ content: next, version: previous.version }));
      store(content);
    },
    [store],
  );
  const { change, flush } = useDebouncedCommit(commit);
  const container = useRef<HTMLElement>(null);
  useFlushBeforeOutsideActions(container, flush);
  const nodeTitle = useCallback((id: string) => nodes.find((other) => other.id === id)?.title, [nodes]);
  const nodeChoices = useCallback(
    () => nodes.filter((other) => other.id !== ownerId).map(({ id, title }) => ({ id, title })),
    [nodes, ownerId],
  );

  return (
    <Box as="section" ref={container} aria-label={heading}>
      <Heading as="h3" size="xs" mb="2">
        {heading}
      </Heading>
      <ContentEditor
        key={`${editable}:${shown.version}`}
        initialValue={initialValue}
        readOnly={!editable}
        label={heading}
        nodeTitle={nodeTitle}
        nodeChoices={nodeChoices}
        onChange={change}
        onCommit={flush}
        links={links}
      />
    </Box>
  );
});
