import { Button, Dialog, Portal, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { FormEvent, ReactNode } from 'react';
import { FormError } from '../components/FormError';
import { dialogStrings } from './strings';
import { useAppLocked } from './useAppLocked';

export interface FormDialogProps {
  open: boolean;
  title: ReactNode;
  submitLabel: string;
  /** Defaults to Cancel. */
  cancelLabel?: string;
  /** Shown on the submit button while busy, instead of a spinner. */
  busyLabel?: string;
  errorTestId?: string;
  onSubmit: () => void;
  onClose: () => void;
  submitDisabled?: boolean;
  busy?: boolean;
  /** Shown above the buttons; the dialog stays open. */
  error?: string | null;
  children: ReactNode;
}

/**
 * A dialog holding a small form: Enter submits, Cancel or Escape closes, errors keep it open; it steps
 * aside while the app is locked.
 */
export const FormDialog = observer(function FormDialog({
  open,
  title,
  submitLabel,
  cancelLabel = dialogStrings.cancel,
  busyLabel,
  errorTestId,
  onSubmit,
  onClose,
  submitDisabled = false,
  busy = false,
  error,
  children,
}: FormDialogProps) {
  const locked = useAppLocked();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitDisabled && !busy) onSubmit();
  };
  return (
    <Dialog.Root open={open && !locked} onOpenChange={(details) => !details.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {children}
                  {error && <FormError message={error} testId={errorTestId} />}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={busy && busyLabel !== undefined}>
                  {cancelLabel}
                </Button>
                <Button
                  type="submit"
                  colorPalette="brand"
                  disabled={submitDisabled || (busy && busyLabel !== undefined)}
                  loading={busy && busyLabel === undefined}
                >
                  {busy && busyLabel !== undefined ? busyLabel : submitLabel}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
});
