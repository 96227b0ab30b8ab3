import { Badge, Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { COURSE_ITEM_TYPE, type TaggedItem } from '../../src/model/courses/items';
import { newId } from '../../src/model/ids';
import type { Tag } from '../../src/model/map/types';
import { AppDialog } from './AppDialog';
import { StudyItemDialog } from './StudyItemDialog';
import { studyItemsStrings as strings } from './strings';

export interface StudyItemsDialogProps {
  items: readonly TaggedItem[];
  tags: readonly Tag[];
  /** Whether the user may change them now (edit mode with edit rights). */
  editable: boolean;
  /** Why they may not, shown when not editable. */
  readOnlyReason: string;
  /** Saves (or, with null, deletes) one item as a map action; false when the editor refused it. */
  setItem: (itemId: string, item: TaggedItem | null) => boolean;
  onClose: () => void;
}

/**
 * The recall and flashcard items an author names on the map (issue 27): each a name and the tags that
 * choose its nodes, practised from the Practise menu. Adding or editing one opens its own form in place
 * of the list; every change is one undoable map action, stored when the map is saved.
 */
export function StudyItemsDialog({
  items,
  tags,
  editable,
  readOnlyReason,
  setItem,
  onClose,
}: StudyItemsDialogProps) {
  const [editing, setEditing] = useState<{ item: TaggedItem; isNew: boolean } | null>(null);
  if (editing)
    return (
      <StudyItemDialog
        item={editing.item}
        isNew={editing.isNew}
        tags={tags}
        save={(item) => setItem(item.id, item)}
        onClose={() => setEditing(null)}
      />
    );
  const tagName = new Map(tags.map((tag) => [tag.id, tag.description]));
  const add = (type: TaggedItem['type']) =>
    setEditing({ item: { id: newId(), type, name: '', tags: [] }, isNew: true });
  return (
    <AppDialog
      open
      onClose={onClose}
      title={strings.title}
      footer={
        <Button variant="outline" onClick={onClose}>
          {strings.close}
        </Button>
      }
    >
      <Stack gap="4">
        <Text fontSize="sm">{strings.intro}</Text>
        {!editable && (
          <Text fontSize="sm" color="fg.muted" role="status">
            {readOnlyReason}
          </Text>
        )}
        {items.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {strings.none}
          </Text>
        ) : (
          <List.Root ps="0" listStyleType="none" gap="2" aria-label={strings.title}>
            {items.map((item) => (
              <List.Item key={item.id} display="flex" alignItems="center" gap="2">
                <Badge>{strings.kind[item.type]}</Badge>
                <Stack gap="0" flex="1" minW="0">
                  <Text fontWeight="medium" truncate>
                    {item.name}
                  </Text>
                  <Text fontSize="xs" color="fg.muted" truncate>
                    {item.tags.map((id) => tagName.get(id) ?? id).join(', ')}
                  </Text>
                </Stack>
                <Button
                  size="xs"
                  variant="outline"
                  disabled={!editable}
                  aria-label={strings.editLabel(item.name)}
                  onClick={() => setEditing({ item, isNew: false })}
                >
                  {strings.edit}
                </Button>
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  disabled={!editable}
                  aria-label={strings.deleteLabel(item.name)}
                  onClick={() => setItem(item.id, null)}
                >
                  {strings.delete}
                </Button>
              </List.Item>
            ))}
          </List.Root>
        )}
        <HStack>
          <Button size="sm" disabled={!editable} onClick={() => add(COURSE_ITEM_TYPE.RECALL)}>
            {strings.addRecall}
          </Button>
          <Button size="sm" disabled={!editable} onClick={() => add(COURSE_ITEM_TYPE.FLASHCARD)}>
            {strings.addFlashcards}
          </Button>
        </HStack>
      </Stack>
    </AppDialog>
  );
}
