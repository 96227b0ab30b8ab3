import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { FormError } from '../../components/FormError';
import { TextField } from '../../components/TextField';
import { mapsStrings } from './strings';

export interface FolderNameDialogProps {
  title: string;
  label: string;
  submitLabel: string;
  initialName?: string;
  hint?: string;
  /** Checks and sends the name; answers the error to show, or null when done (the dialog then closes). */
  onSubmit: (name: string) => Promise<string | null>;
  onClose: () => void;
}

/** A dialog with one folder-name field, its error (local checks and the server's) and a submit button. */
export function FolderNameDialog({
  title,
  label,
  submitLabel,
  initialName = '',
  hint,
  onSubmit,
  onClose,
}: FolderNameDialogProps) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    const failure = await onSubmit(name);
    setSending(false);
    if (failure) setError(failure);
    else onClose();
  };

  return (
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={submit}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <TextField
                    label={label}
                    name="folderName"
                    value={name}
                    invalid={error !== null}
                    onChange={(value) => {
                      setName(value);
                      setError(null);
                    }}
                  />
                  {hint && (
                    <Text fontSize="sm" color="fg.muted">
                      {hint}
                    </Text>
                  )}
                  {error && <FormError message={error} testId="folder-dialog-error" />}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  {mapsStrings.cancel}
                </Button>
                <Button type="submit" colorPalette="brand" loading={sending}>
                  {submitLabel}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
