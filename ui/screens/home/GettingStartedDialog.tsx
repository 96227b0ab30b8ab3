import { Button, Stack, Text } from '@chakra-ui/react';
import { dashboardMessages } from '../../../src/model/dashboard';
import { AppDialog } from '../../dialogs/AppDialog';
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
    <AppDialog
      open={open}
      onClose={onClose}
      title={homeStrings.gettingStartedTitle}
      footer={
        <Button variant="ghost" onClick={onClose}>
          {homeStrings.close}
        </Button>
      }
    >
      <Stack gap="3">
        <Text>{homeStrings.gettingStartedIntro}</Text>
        {choices.map((choice) => (
          <Button key={choice} variant="outline" justifyContent="flex-start" onClick={() => onChoose(choice)}>
            {dashboardMessages.gettingStarted[choice]}
          </Button>
        ))}
      </Stack>
    </AppDialog>
  );
}
