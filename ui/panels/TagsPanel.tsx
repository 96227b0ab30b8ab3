import { Box, Button, Checkbox, HStack, IconButton, Stack, Switch, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { EditResult } from '../../src/model/actions/types';
import { newId } from '../../src/model/ids';
import { TAG_COLOURS } from '../../src/model/map/constants';
import type { Tag } from '../../src/model/map/types';
import { nodesWithTags } from '../../src/model/search/tagFilter';
import type { MapEditorStore } from '../../src/stores/MapEditorStore';
import { ConfirmDialog } from '../dialogs/ConfirmDialog';
import { NameEntry } from './NameEntry';
import { panelStrings as strings } from './strings';

export interface TagsPanelProps {
  editor: MapEditorStore;
  allSelectedTagsRequired: boolean;
  setAllSelectedTagsRequired: (value: boolean) => void;
  report: (result: EditResult | null) => void;
}

/**
 * The map's tags (spec 2 sections 3 and 4). Choosing tags selects the nodes on the current level that
 * have them (any chosen tag, or all of them with 'All selected tags required'); in edit modes tags are
 * created, deleted and toggled on the selected nodes.
 */
export const TagsPanel = observer(function TagsPanel({
  editor,
  allSelectedTagsRequired,
  setAllSelectedTagsRequired,
  report,
}: TagsPanelProps) {
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const [deleting, setDeleting] = useState<Tag | null>(null);
  const map = editor.document.map;
  if (!map) return null;
  const editing = editor.canEdit;
  const selected = editor.selectedNodes;
  const onLevel = map.nodes.filter(
    (node) => node.visibility !== 'hidden' && node.levels.some((level) => level.levelId === editor.levelId),
  );
  const chosenHere = chosen.filter((id) => map.tags.some((tag) => tag.id === id));
  const matches = nodesWithTags(onLevel, chosenHere, allSelectedTagsRequired);

  const filter = (tagIds: readonly string[], allRequired: boolean) => {
    setChosen(tagIds);
    if (tagIds.length === 0) return;
    const nodeIds = nodesWithTags(onLevel, tagIds, allRequired).map((node) => node.id);
    report(editor.select(nodeIds));
  };
  const toggle = (tag: Tag) => {
    const all = selected.length > 0 && selected.every((node) => node.tags.includes(tag.id));
    const targets = all ? selected : selected.filter((node) => !node.tags.includes(tag.id));
    if (targets.length === 0) return report({ ok: false, error: strings.selectNodesToTag });
    report(
      editor.edit({
        type: 'batch',
        actions: targets.map((node) => ({
          type: 'setNodeTag',
          nodeId: node.id,
          tagId: tag.id,
          tagged: !all,
        })),
      }),
    );
  };

  return (
    <Stack gap="2">
      {map.tags.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          {strings.noTags}
        </Text>
      )}
      <Stack as="ul" gap="1" listStyleType="none" aria-label={strings.filterByTags}>
        {map.tags.map((tag, index) => {
          const applied = selected.length > 0 && selected.every((node) => node.tags.includes(tag.id));
          return (
            <HStack as="li" key={tag.id} gap="1">
              <Checkbox.Root
                size="sm"
                flex="1"
                minW="0"
                checked={chosenHere.includes(tag.id)}
                onCheckedChange={(event) =>
                  filter(
                    event.checked === true
                      ? [...chosenHere, tag.id]
                      : chosenHere.filter((id) => id !== tag.id),
                    allSelectedTagsRequired,
                  )
                }
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Box
                  w="2.5"
                  h="2.5"
                  rounded="full"
                  flexShrink="0"
                  bg={TAG_COLOURS[index % TAG_COLOURS.length]}
                />
                <Checkbox.Label truncate>{tag.description}</Checkbox.Label>
              </Checkbox.Root>
              {editing && (
                <>
                  <Button
                    size="2xs"
                    variant={applied ? 'solid' : 'outline'}
                    aria-label={strings.toggleTag(tag.description)}
                    aria-pressed={applied}
                    disabled={selected.length === 0}
                    onClick={() => toggle(tag)}
                  >
                    {applied ? strings.untag : strings.tag}
                  </Button>
                  <IconButton
                    size="2xs"
                    variant="ghost"
                    aria-label={strings.deleteTag(tag.description)}
                    onClick={() => setDeleting(tag)}
                  >
                    {strings.deleteMark}
                  </IconButton>
                </>
              )}
            </HStack>
          );
        })}
      </Stack>
      {map.tags.length > 0 && (
        <Switch.Root
          size="sm"
          checked={allSelectedTagsRequired}
          onCheckedChange={(event) => {
            setAllSelectedTagsRequired(event.checked);
            filter(chosenHere, event.checked);
          }}
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>{strings.allRequired}</Switch.Label>
        </Switch.Root>
      )}
      {chosenHere.length > 0 && (
        <Text fontSize="xs" color="fg.muted" role="status" data-testid="tag-matches">
          {strings.matching(matches.length)}
        </Text>
      )}
      {editing && (
        <NameEntry
          label={strings.newTagName}
          submitLabel={strings.addTag}
          onSubmit={(name) => {
            if (name === '') return false;
            const result = editor.edit({
              type: 'createTag',
              tag: { id: newId(), description: name, selected: false },
            });
            report(result);
            return result.ok;
          }}
        />
      )}
      <ConfirmDialog
        destructive
        open={deleting !== null}
        message={deleting ? strings.deleteTagMessage(deleting.description) : undefined}
        defaultToCancel
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) report(editor.edit({ type: 'deleteTag', tagId: deleting.id }));
          setDeleting(null);
        }}
      />
    </Stack>
  );
});
