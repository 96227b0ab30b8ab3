import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect } from 'react';
import type { RichText } from '../../src/model/map/content';
import type { MapEditorStore } from '../../src/stores/MapEditorStore';
import type { UserNotesStore } from '../../src/stores/UserNotesStore';
import { LazyContentSection as ContentSection } from './LazyContentSection';
import { panelStrings as strings } from './strings';

export interface UserNotePanelProps {
  editor: MapEditorStore;
  /** Null where the map is not kept on the server for a signed-in user (the sandbox, an offline copy). */
  notes: UserNotesStore | null;
}

/**
 * The user's own notes on the map (spec 2 section 2, user note): an overview of the whole map and a note
 * on the selected node, in the rich-text editor. They are the reader's, so they can be written in every
 * mode; Save keeps them on the server.
 */
export const UserNotePanel = observer(function UserNotePanel({ editor, notes }: UserNotePanelProps) {
  const map = editor.document.map;
  // Undefined until the map is open; each edit makes a new map, but its template stays the same object.
  const template = map ? map.userNoteTemplate : undefined;
  useEffect(() => {
    if (notes && template !== undefined) void notes.load(template);
  }, [notes, template]);

  if (!notes) return <Muted>{strings.notesUnavailable}</Muted>;
  const { loadState } = notes;
  if (loadState.status === 'failed')
    return (
      <Stack gap="2" align="start">
        <Text fontSize="sm" color="fg.error" role="alert">
          {loadState.error}
        </Text>
        <Button size="xs" variant="outline" onClick={() => map && void notes.load(map.userNoteTemplate)}>
          {strings.retryNotes}
        </Button>
      </Stack>
    );
  if (loadState.status !== 'ready' || !map) return <Muted>{strings.notesLoading}</Muted>;

  const selected = editor.selectedNodes;
  const node = selected.length === 1 ? selected[0] : undefined;
  return (
    <Stack gap="4">
      <Muted>{strings.notesPrivate}</Muted>
      <NoteEditor notes={notes} nodeId={null} heading={strings.notesOverview} editor={editor} />
      {node ? (
        <NoteEditor
          key={node.id}
          notes={notes}
          nodeId={node.id}
          heading={strings.noteOnNode(node.title)}
          editor={editor}
        />
      ) : (
        <Muted>{strings.selectNodeForNote}</Muted>
      )}
      <SaveNotes notes={notes} />
    </Stack>
  );
});

interface NoteEditorProps {
  notes: UserNotesStore;
  nodeId: string | null;
  heading: string;
  editor: MapEditorStore;
}

const NoteEditor = observer(function NoteEditor({ notes, nodeId, heading, editor }: NoteEditorProps) {
  const commit = useCallback(
    (content: RichText | null) => notes.setContent(nodeId, content),
    [notes, nodeId],
  );
  return (
    <ContentSection
      ownerId={nodeId ?? ''}
      prose={notes.content(nodeId)}
      editable
      commit={commit}
      nodes={editor.document.map?.nodes}
      heading={heading}
    />
  );
});

const SaveNotes = observer(function SaveNotes({ notes }: { notes: UserNotesStore }) {
  const { saveState, modified } = notes;
  return (
    <HStack gap="3">
      <Button
        size="xs"
        disabled={saveState.status === 'saving'}
        loading={saveState.status === 'saving'}
        onClick={() => void notes.save()}
      >
        {strings.saveNotes}
      </Button>
      <Text
        fontSize="sm"
        color={saveState.status === 'failed' ? 'fg.error' : 'fg.muted'}
        role={saveState.status === 'failed' ? 'alert' : 'status'}
      >
        {strings.notesStatus(saveState, modified)}
      </Text>
    </HStack>
  );
});

function Muted({ children }: { children: string }) {
  return (
    <Text fontSize="sm" color="fg.muted">
      {children}
    </Text>
  );
}
