import { Button } from '@chakra-ui/react';
import { useRef } from 'react';
import { AppDialog } from './AppDialog';
import { dialogStrings } from './strings';

export interface ConfirmDialogProps {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  title?: string;
  message?: string;
  /** Focus Cancel first, so Enter does not confirm by accident. */
  defaultToCancel?: boolean;
  /** Confirming deletes or takes something away: Confirm is in the danger colour. */
  destructive?: boolean;
}

/** The confirm dialog of spec 1 section 2: default title, Cancel and Confirm, optional default to Cancel. */
export function ConfirmDialog({
  open,
  onConfirm,
  onCancel,
  title = dialogStrings.confirmTitle,
  message = dialogStrings.unsavedChanges,
  defaultToCancel = false,
  destructive = false,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    <AppDialog
      open={open}
      role="alertdialog"
      onClose={onCancel}
      initialFocusEl={() => (defaultToCancel ? cancelRef.current : confirmRef.current)}
      title={title}
      footer={
        <>
          <Button ref={cancelRef} variant="outline" onClick={onCancel}>
            {dialogStrings.cancel}
          </Button>
          <Button ref={confirmRef} colorPalette={destructive ? 'red' : 'brand'} onClick={onConfirm}>
            {dialogStrings.confirm}
          </Button>
        </>
      }
    >
      {message}
    </AppDialog>
  );
}
