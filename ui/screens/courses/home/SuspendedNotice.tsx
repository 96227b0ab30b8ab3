import { Alert } from '@chakra-ui/react';
import { courseHomeStrings as strings } from './strings';

/** A suspended course tells its visitors so, with the date and the reason (issue 28). */
export function SuspendedNotice({ suspend }: { suspend: { date: string; reason: string } }) {
  const date = new Date(suspend.date);
  const shown = Number.isNaN(date.getTime()) ? suspend.date : date.toLocaleDateString();
  return (
    <Alert.Root status="warning" role="alert" data-testid="course-suspended">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{strings.suspended}</Alert.Title>
        <Alert.Description>{strings.suspendedSince(shown, suspend.reason)}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
