import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import { TextField } from '../../components/TextField';
import { FormDialog } from '../../dialogs/FormDialog';

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

  const submit = async () => {
    setSending(true);
    const failure = await onSubmit(name);
    setSending(false);
    if (failure) setError(failure);
    else onClose();
  };

  return (
    <FormDialog
      open
      title={title}
      submitLabel={submitLabel}
      onSubmit={() => void submit()}
      onClose={onClose}
      busy={sending}
      error={error}
    >
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
    </FormDialog>
  );
}
