import { Box, Field, Input, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { Label } from '../../../src/api/graphql';
import { FOLDER_SEARCH_DEBOUNCE_MS, searchFolders } from '../../../src/model/mapList/folderSearch';
import { FormDialog } from '../../dialogs/FormDialog';
import { mapsStrings } from './strings';
import { useDebouncedValue } from './useDebouncedValue';

/** The radio value of 'no folder' (label ids are 10-character ids, never empty). */
const NO_FOLDER = '';

export interface MoveToFolderDialogProps {
  mapCount: number;
  labels: readonly Label[];
  /** Moves the maps; answers true when done (the dialog then closes). */
  onMove: (label: Label | null) => Promise<boolean>;
  onClose: () => void;
}

/** Move maps to a folder, chosen from a list the search narrows (debounced 1000 ms, spec 1 section 9). */
export function MoveToFolderDialog({ mapCount, labels, onMove, onClose }: MoveToFolderDialogProps) {
  const [query, setQuery] = useState('');
  const [choice, setChoice] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const debouncedQuery = useDebouncedValue(query, FOLDER_SEARCH_DEBOUNCE_MS);
  const found = useMemo(() => searchFolders(labels, debouncedQuery), [labels, debouncedQuery]);

  const move = async () => {
    if (choice === null) return;
    setSending(true);
    const done = await onMove(labels.find((label) => label.id === choice) ?? null);
    setSending(false);
    if (done) onClose();
  };

  return (
    <FormDialog
      open
      title={mapsStrings.moveDialog.title}
      submitLabel={mapsStrings.moveDialog.submit}
      onSubmit={() => void move()}
      onClose={onClose}
      submitDisabled={choice === null}
      busy={sending}
    >
      <Stack gap="3">
        <Text>{mapsStrings.moveDialog.intro(mapCount)}</Text>
        <Field.Root>
          <Field.Label>{mapsStrings.moveDialog.search}</Field.Label>
          <Input type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
        </Field.Root>
        <Box maxH="300px" overflowY="auto">
          <RadioGroup.Root
            value={choice}
            onValueChange={(details) => setChoice(details.value)}
            aria-label={mapsStrings.moveDialog.title}
          >
            <Stack gap="2">
              <FolderChoice value={NO_FOLDER} text={mapsStrings.moveDialog.noFolder} />
              {found.map((label) => (
                <FolderChoice key={label.id} value={label.id} text={label.name} />
              ))}
            </Stack>
          </RadioGroup.Root>
          {found.length === 0 && labels.length > 0 && (
            <Text mt="2" color="fg.muted">
              {mapsStrings.moveDialog.noMatch}
            </Text>
          )}
        </Box>
      </Stack>
    </FormDialog>
  );
}

function FolderChoice({ value, text }: { value: string; text: string }) {
  return (
    <RadioGroup.Item value={value}>
      <RadioGroup.ItemHiddenInput />
      <RadioGroup.ItemIndicator />
      <RadioGroup.ItemText>{text}</RadioGroup.ItemText>
    </RadioGroup.Item>
  );
}
