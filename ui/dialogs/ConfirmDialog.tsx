import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useRef } from 'react';
import { dialogStrings } from './strings';

export interface ConfirmDialogProps {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  title?: string;
  message?: string;
  /** Focus Cancel first, so Enter does not confirm by accident. */
  defaultToCancel?: boolean;
}

/** The confirm dialog of spec 1 section 2: default title, Cancel and Confirm, optional default to Cancel. */
export function ConfirmDialog({
  open,
  onConfirm,
  onCancel,
  title = dialogStrings.confirmTitle,
  message = dialogStrings.unsavedChanges,
  defaultToCancel = false,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      onOpenChange={(details) => {
        if (!details.open) onCancel();
      }}
      initialFocusEl={() => (defaultToCancel ? cancelRef.current : confirmRef.current)}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{message}</Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={onCancel}>
                {dialogStrings.cancel}
              </Button>
              <Button ref={confirmRef} colorPalette="brand" onClick={onConfirm}>
                {dialogStrings.confirm}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
