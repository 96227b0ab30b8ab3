import { Button, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import type { CourseHomeEntry, CourseHomeItem } from '../../../../src/api/graphql/courseHome';
import { neighbourItem } from '../../../../src/model/courses/openItem';
import { courseHomeStrings } from '../home/strings';
import { useOpenItem } from '../home/useOpenItem';

const strings = courseHomeStrings.player;

/**
 * Previous and next item of the course, passing over those not open to the viewer and saying which
 * (with why: sign in, enrol, buy).
 */
export function PlayerNavigation({
  outline,
  currentItemId,
}: {
  outline: readonly CourseHomeEntry[];
  currentItemId: string | null;
}) {
  const { open, message } = useOpenItem();
  const previous = neighbourItem<CourseHomeItem>(outline, currentItemId, 'previous');
  const next = neighbourItem<CourseHomeItem>(outline, currentItemId, 'next');
  const skipped = [...previous.skipped, ...next.skipped];
  const why = (item: CourseHomeItem) =>
    `${item.name} (${courseHomeStrings.state[item.state as keyof typeof courseHomeStrings.state] ?? item.state})`;
  return (
    <Stack gap="2">
      <HStack gap="2" justify="space-between">
        <Button
          size="xs"
          variant="outline"
          disabled={!previous.item}
          aria-label={previous.item ? strings.previousNamed(previous.item.name) : strings.previous}
          onClick={() => previous.item && open(previous.item)}
        >
          <Icon as={ChevronLeftIcon} aria-hidden />
          {strings.previous}
        </Button>
        <Button
          size="xs"
          variant="outline"
          disabled={!next.item}
          aria-label={next.item ? strings.nextNamed(next.item.name) : strings.next}
          onClick={() => next.item && open(next.item)}
        >
          {strings.next}
          <Icon as={ChevronRightIcon} aria-hidden />
        </Button>
      </HStack>
      {skipped.length > 0 && (
        <Text fontSize="xs" color="fg.muted" data-testid="player-skipped">
          {strings.skipped(skipped.map(why).join(', '))}
        </Text>
      )}
      {message && (
        <Text fontSize="xs" role="alert">
          {message}
        </Text>
      )}
    </Stack>
  );
}
