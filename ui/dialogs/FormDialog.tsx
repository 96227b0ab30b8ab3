import { Button, Dialog, Portal, Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { FormError } from '../components/FormError';
import { dialogStrings } from './strings';

export interface FormDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  onSubmit: () => void;
  onClose: () => void;
  submitDisabled?: boolean;
  busy?: boolean;
  /** Shown above the buttons; the dialog stays open. */
  error?: string | null;
  children: ReactNode;
}

/** A dialog holding a small form: Enter submits, Cancel or Escape closes, errors keep it open. */
export function FormDialog({
  open,
  title,
  submitLabel,
  onSubmit,
  onClose,
  submitDisabled = false,
  busy = false,
  error,
  children,
}: FormDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitDisabled && !busy) onSubmit();
  };
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form onSubmit={submit}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {children}
                  {error && <FormError message={error} />}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  {dialogStrings.cancel}
                </Button>
                <Button type="submit" colorPalette="brand" disabled={submitDisabled} loading={busy}>
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
