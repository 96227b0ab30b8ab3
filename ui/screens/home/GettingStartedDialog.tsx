import { Button, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { dashboardMessages } from '../../../src/model/dashboard';
import { homeStrings } from './strings';

export type GettingStartedChoice = 'newMap' | 'joinClass' | 'findCourse';

/** Shown once (spec 1 section 2): make a new map, join a class with an access code, or find a course. */
export function GettingStartedDialog({
  open,
  onChoose,
  onClose,
}: {
  open: boolean;
  onChoose: (choice: GettingStartedChoice) => void;
  onClose: () => void;
}) {
  const choices: GettingStartedChoice[] = ['newMap', 'joinClass', 'findCourse'];
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{homeStrings.gettingStartedTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>{homeStrings.gettingStartedIntro}</Text>
                {choices.map((choice) => (
                  <Button
                    key={choice}
                    variant="outline"
                    justifyContent="flex-start"
                    onClick={() => onChoose(choice)}
                  >
                    {dashboardMessages.gettingStarted[choice]}
                  </Button>
                ))}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="ghost" onClick={onClose}>
                {homeStrings.close}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
