import { Box, HStack, Icon, Text } from '@chakra-ui/react';
import { courseHomeIcons } from './icons';
import { courseHomeStrings as strings } from './strings';

/**
 * The viewer's progress through one item: a tick once complete (lesson 0.9, quiz 0.99: spec 3 section
 * 9), else a bar with its percentage; nothing signed out (no progress is known).
 */
export function ProgressMark({
  name,
  progress,
  complete,
}: {
  name: string;
  progress: number | null | undefined;
  complete: boolean;
}) {
  if (complete)
    return (
      <HStack gap="1" color="fg.success" data-testid="item-complete">
        <Icon as={courseHomeIcons.complete} aria-hidden />
        <Text fontSize="xs">{strings.complete}</Text>
      </HStack>
    );
  if (progress === null || progress === undefined) return null;
  const percent = Math.round(Math.min(Math.max(progress, 0), 1) * 100);
  return (
    <HStack gap="2" minW="6rem">
      <Box
        role="progressbar"
        aria-label={strings.progress(name, percent)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        h="1.5"
        w="4rem"
        bg="bg.muted"
        borderRadius="full"
        overflow="hidden"
      >
        <Box h="full" w={`${percent}%`} bg="colorPalette.solid" colorPalette="brand" />
      </Box>
      <Text fontSize="xs" color="fg.muted" aria-hidden>
        {percent}%
      </Text>
    </HStack>
  );
}
