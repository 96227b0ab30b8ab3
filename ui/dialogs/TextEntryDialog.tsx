import { Field, Input, Textarea } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { FormDialog } from './FormDialog';

export interface TextEntryDialogProps {
  open: boolean;
  title: string;
  label: string;
  submitLabel: string;
  helperText?: string;
  /** Several lines (a textarea) rather than one. */
  multiline?: boolean;
  initialValue?: string;
  error?: string | null;
  busy?: boolean;
  onSubmit: (text: string) => void;
  onClose: () => void;
}

/** Asks for one text (a name, or lines of titles); the submit button stays off while it is blank. */
export function TextEntryDialog({
  open,
  title,
  label,
  submitLabel,
  helperText,
  multiline = false,
  initialValue = '',
  error,
  busy,
  onSubmit,
  onClose,
}: TextEntryDialogProps) {
  const [text, setText] = useState(initialValue);
  useEffect(() => {
    if (open) setText(initialValue);
  }, [open, initialValue]);
  return (
    <FormDialog
      open={open}
      title={title}
      submitLabel={submitLabel}
      submitDisabled={text.trim() === ''}
      busy={busy}
      error={error}
      onSubmit={() => onSubmit(text)}
      onClose={onClose}
    >
      <Field.Root>
        <Field.Label>{label}</Field.Label>
        {multiline ? (
          <Textarea rows={10} value={text} onChange={(event) => setText(event.target.value)} autoFocus />
        ) : (
          <Input value={text} onChange={(event) => setText(event.target.value)} autoFocus />
        )}
        {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
      </Field.Root>
    </FormDialog>
  );
}
