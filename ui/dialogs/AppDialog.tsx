import { Dialog, Portal } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { ComponentProps, ReactNode } from 'react';
import { useAppLocked } from './useAppLocked';

export interface AppDialogProps {
  open: boolean;
  /** Escape, the backdrop or a close button: the dialog asks its owner to close it. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** The buttons, right-aligned under the body. */
  footer: ReactNode;
  role?: 'dialog' | 'alertdialog';
  initialFocusEl?: ComponentProps<typeof Dialog.Root>['initialFocusEl'];
  /** Wider than a small form's (a list to work in). */
  size?: ComponentProps<typeof Dialog.Root>['size'];
}

/**
 * The frame every plain dialog of the app shares: backdrop, title, body and footer, focus trapped inside;
 * stepping aside while the app is locked.
 */
export const AppDialog = observer(function AppDialog({
  open,
  onClose,
  title,
  children,
  footer,
  role,
  initialFocusEl,
  size,
}: AppDialogProps) {
  const locked = useAppLocked();
  return (
    <Dialog.Root
      open={open && !locked}
      role={role}
      initialFocusEl={initialFocusEl}
      size={size}
      onOpenChange={(details) => !details.open && onClose()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>{footer}</Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
});
