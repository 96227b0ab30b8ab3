import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { taggedItemFieldsSchema } from '../../src/model/courses/itemSchema';
import type { TaggedItem } from '../../src/model/courses/items';
import type { Tag } from '../../src/model/map/types';
import { CheckField } from '../components/CheckField';
import { FormDialog } from './FormDialog';
import { NameField } from './NameField';
import { studyItemsStrings as strings } from './strings';

export interface StudyItemDialogProps {
  /** The item as it stands (a new one has no name and no tags yet). */
  item: TaggedItem;
  isNew: boolean;
  tags: readonly Tag[];
  /** Saves the item as one map action; false when the editor refused it (it says why). */
  save: (item: TaggedItem) => boolean;
  onClose: () => void;
}

/** One recall or flashcard item: its name and the tags that choose its nodes. */
export function StudyItemDialog({ item, isNew, tags, save, onClose }: StudyItemDialogProps) {
  const [draft, setDraft] = useState(item);
  const [error, setError] = useState<string | null>(null);
  const toggle = (tagId: string, on: boolean) =>
    setDraft({ ...draft, tags: on ? [...draft.tags, tagId] : draft.tags.filter((id) => id !== tagId) });
  const submit = () => {
    const checked = taggedItemFieldsSchema.safeParse(draft);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? null);
    if (save({ ...draft, ...checked.data })) onClose();
  };
  return (
    <FormDialog
      open
      title={isNew ? strings.newTitle[item.type] : strings.editTitle(item.name)}
      submitLabel={strings.save}
      onSubmit={submit}
      onClose={onClose}
      error={error}
      errorTestId="study-item-error"
    >
      <NameField label={strings.name} value={draft.name} onChange={(name) => setDraft({ ...draft, name })} />
      <Stack gap="2" role="group" aria-label={strings.tags}>
        <Text fontSize="sm" fontWeight="medium">
          {strings.tags}
        </Text>
        {tags.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            {strings.noTags}
          </Text>
        )}
        {tags.map((tag) => (
          <CheckField
            key={tag.id}
            label={tag.description}
            checked={draft.tags.includes(tag.id)}
            onChange={(on) => toggle(tag.id, on)}
          />
        ))}
      </Stack>
    </FormDialog>
  );
}
